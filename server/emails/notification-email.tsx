import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { EmailKind } from "../../contract/email-preferences.ts";
import { DEFAULT_LOCALE, dirOf, type Locale } from "../../contract/locales.ts";
import { emailMessages } from "./messages.ts";

/** What a notification email says; every URL is absolute (built from BASE_URL). */
export interface NotificationEmailContent {
  /** The recipient's stored language: the greeting, footer and `<html lang dir>` (English if absent). */
  locale?: Locale;
  /**
   * The person's name, for the greeting; null while their address is unproven (whoever typed the
   * address chose the name, docs/security.md: such mail carries no text they chose).
   */
  name: string | null;
  /** What happened: the subject line and the heading. */
  title: string;
  body: string;
  /** Where the person acts on it. */
  actionUrl: string;
  actionLabel: string;
  /** The settings page's name for this kind of email ("Applications to a club I lead"): `kindLabelOf`. */
  kindLabel: string;
  /** The page with a button that turns this kind off (the token in its query). */
  unsubscribeUrl: string;
  /** The settings page where every kind is chosen. */
  settingsUrl: string;
  /** The site's address, for the footer. */
  siteUrl: string;
}

/** The button's words for the page a notification links to (`actionUrl`'s path). */
const ACTION_IDS: Record<string, string> = {
  "/ClubLeaderPage": "emails.action.leaderPage",
  "/MissionVerification": "emails.action.verify",
  "/Dashboard": "emails.action.dashboard",
  "/ClubSearch": "emails.action.clubSearch",
  "/Checkout": "emails.action.checkout",
};

export const actionLabelOf = (link: string, locale: Locale) =>
  emailMessages.t(locale, ACTION_IDS[link] ?? "emails.action.other");

/** Each kind of email as the settings page names it (`EMAIL_KIND_LABELS` in English). */
const KIND_IDS: Record<EmailKind, string> = {
  "application-received": "emails.kind.applicationReceived",
  "application-accepted": "emails.kind.applicationAccepted",
  "application-rejected": "emails.kind.applicationRejected",
  "submission-received": "emails.kind.submissionReceived",
  "submission-verified": "emails.kind.submissionVerified",
  "submission-rejected": "emails.kind.submissionRejected",
  "slot-booked": "emails.kind.slotBooked",
  "club-meeting-changed": "emails.kind.clubMeetingChanged",
  "club-leadership-given": "emails.kind.clubLeadershipGiven",
  "club-leadership-taken": "emails.kind.clubLeadershipTaken",
  "club-archived": "emails.kind.clubArchived",
  "club-restored": "emails.kind.clubRestored",
  "removed-from-club": "emails.kind.removedFromClub",
  "review-digest": "emails.kind.reviewDigest",
  "review-escalated": "emails.kind.reviewEscalated",
  "review-routed": "emails.kind.reviewRouted",
  "meeting-schedule-changed": "emails.kind.meetingScheduleChanged",
  "meeting-cancelled": "emails.kind.meetingCancelled",
  "meeting-moved": "emails.kind.meetingMoved",
  "meeting-added": "emails.kind.meetingAdded",
  "slot-cancelled": "emails.kind.slotCancelled",
  "meeting-reminder": "emails.kind.meetingReminder",
  "speech-reminder": "emails.kind.speechReminder",
  "payment-succeeded": "emails.kind.paymentSucceeded",
  "payment-failed": "emails.kind.paymentFailed",
  "membership-ended": "emails.kind.membershipEnded",
  "scholarship-granted": "emails.kind.scholarshipGranted",
  "role-assigned": "emails.kind.roleAssigned",
  "role-offered": "emails.kind.roleOffered",
  "role-freed": "emails.kind.roleFreed",
  "role-reminder-week": "emails.kind.roleReminderWeek",
  "role-reminder-day": "emails.kind.roleReminderDay",
  "waitlist-promoted": "emails.kind.waitlistPromoted",
  "role-declined": "emails.kind.roleDeclined",
  "role-given-up": "emails.kind.roleGivenUp",
  "evaluation-received": "emails.kind.evaluationReceived",
  "meeting-report": "emails.kind.meetingReport",
  "partner-registered": "emails.kind.partnerRegistered",
  "partner-decided": "emails.kind.partnerDecided",
  "partner-invited": "emails.kind.partnerInvited",
  "opportunity-waiting": "emails.kind.opportunityWaiting",
  "opportunity-reviewed": "emails.kind.opportunityReviewed",
  "opportunity-application-received": "emails.kind.opportunityApplicationReceived",
  "opportunity-application-moved": "emails.kind.opportunityApplicationMoved",
};

/** A kind of email as the settings page names it, in `locale`. */
export const kindLabelOf = (kind: EmailKind, locale: Locale) =>
  emailMessages.t(locale, KIND_IDS[kind]);

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// Inline styles only: mail clients drop <style> blocks and external stylesheets. Colours from the
// site's palette, with contrast >= 4.5:1 on their backgrounds.
const colors = { ink: "#1f2933", muted: "#52606d", brand: "#5b21b6", page: "#f4f5f7" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font },
  outer: { width: "100%", backgroundColor: colors.page, padding: "24px 0" },
  card: {
    maxWidth: 560,
    width: "100%",
    margin: "0 auto",
    backgroundColor: "#ffffff",
    borderRadius: 8,
    padding: 32,
  },
  brand: { fontSize: 14, fontWeight: 700, letterSpacing: 1, color: colors.brand, margin: 0 },
  heading: { fontSize: 22, lineHeight: "28px", color: colors.ink, margin: "16px 0 8px" },
  paragraph: { fontSize: 16, lineHeight: "24px", color: colors.ink, margin: "0 0 16px" },
  button: {
    display: "inline-block",
    backgroundColor: colors.brand,
    color: "#ffffff",
    textDecoration: "none",
    fontWeight: 600,
    fontSize: 16,
    padding: "12px 20px",
    borderRadius: 6,
  },
  footer: { fontSize: 13, lineHeight: "20px", color: colors.muted, margin: "24px 0 0" },
  footerLink: { color: colors.muted },
} satisfies Record<string, CSSProperties>;

function Layout({
  title,
  locale,
  children,
}: {
  title: string;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={styles.outer}
        >
          <tbody>
            <tr>
              <td>
                <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.card}>
                  <tbody>
                    <tr>
                      <td>{children}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** "Hi Asha," or, without a name to use, "Hello,". */
function greetingOf(content: NotificationEmailContent): string {
  const locale = content.locale ?? DEFAULT_LOCALE;
  return content.name
    ? emailMessages.t(locale, "emails.greeting", { name: content.name })
    : emailMessages.t(locale, "emails.greetingNoName");
}

// Splits a sentence around the link it holds (the link's words are a message of their own).
const LINK_MARK = "\u0000";

export function NotificationEmail(content: NotificationEmailContent) {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const say = (id: string, values?: Record<string, unknown>) => emailMessages.t(locale, id, values);
  const [beforeSettings, afterSettings] = say("emails.footer.because", {
    kind: content.kindLabel,
    settings: LINK_MARK,
  }).split(LINK_MARK);
  return (
    <Layout title={content.title} locale={locale}>
      <p style={styles.brand}>BLOCKVOCATES</p>
      <h1 style={styles.heading}>{content.title}</h1>
      <p style={styles.paragraph}>{greetingOf(content)}</p>
      <p style={styles.paragraph}>{content.body}</p>
      <p style={styles.paragraph}>
        <a href={content.actionUrl} style={styles.button}>
          {content.actionLabel}
        </a>
      </p>
      <p style={styles.footer}>
        {beforeSettings}
        <a href={content.settingsUrl} style={styles.footerLink}>
          {say("emails.footer.settings")}
        </a>
        {afterSettings}{" "}
        <a href={content.unsubscribeUrl} style={styles.footerLink}>
          {say("emails.footer.unsubscribe")}
        </a>
        .
      </p>
      <p style={styles.footer}>
        Blockvocates &middot;{" "}
        <a href={content.siteUrl} style={styles.footerLink}>
          {new URL(content.siteUrl).host}
        </a>
      </p>
    </Layout>
  );
}

/** The plain-text part: the same content, every link written out. */
export function notificationEmailText(content: NotificationEmailContent): string {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const say = (id: string, values?: Record<string, unknown>) => emailMessages.t(locale, id, values);
  return [
    greetingOf(content),
    "",
    content.title,
    "",
    content.body,
    "",
    `${content.actionLabel}: ${content.actionUrl}`,
    "",
    "--",
    say("emails.text.because", { kind: content.kindLabel, url: content.settingsUrl }),
    say("emails.text.unsubscribe", { url: content.unsubscribeUrl }),
  ].join("\n");
}

export function renderNotificationEmail(content: NotificationEmailContent): RenderedEmail {
  return {
    subject: content.title,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<NotificationEmail {...content} />)}`,
    text: notificationEmailText(content),
  };
}
