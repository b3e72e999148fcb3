import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** What a notification email says; every URL is absolute (built from BASE_URL). */
export interface NotificationEmailContent {
  /** The person's name, for the greeting. */
  name: string;
  /** What happened: the subject line and the heading. */
  title: string;
  body: string;
  /** Where the person acts on it. */
  actionUrl: string;
  actionLabel: string;
  /** The settings page's name for this kind of email ("Applications to a club I lead"). */
  kindLabel: string;
  /** The page with a button that turns this kind off (the token in its query). */
  unsubscribeUrl: string;
  /** The settings page where every kind is chosen. */
  settingsUrl: string;
  /** The site's address, for the footer. */
  siteUrl: string;
}

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

function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
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

export function NotificationEmail(content: NotificationEmailContent) {
  return (
    <Layout title={content.title}>
      <p style={styles.brand}>BLOCKVOCATES</p>
      <h1 style={styles.heading}>{content.title}</h1>
      <p style={styles.paragraph}>Hi {content.name},</p>
      <p style={styles.paragraph}>{content.body}</p>
      <p style={styles.paragraph}>
        <a href={content.actionUrl} style={styles.button}>
          {content.actionLabel}
        </a>
      </p>
      <p style={styles.footer}>
        You get this email because &ldquo;{content.kindLabel}&rdquo; is on in your{" "}
        <a href={content.settingsUrl} style={styles.footerLink}>
          email settings
        </a>
        .{" "}
        <a href={content.unsubscribeUrl} style={styles.footerLink}>
          Unsubscribe from these emails
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
  return [
    `Hi ${content.name},`,
    "",
    content.title,
    "",
    content.body,
    "",
    `${content.actionLabel}: ${content.actionUrl}`,
    "",
    "--",
    `You get this email because "${content.kindLabel}" is on in your email settings: ${content.settingsUrl}`,
    `Unsubscribe from these emails: ${content.unsubscribeUrl}`,
  ].join("\n");
}

export function renderNotificationEmail(content: NotificationEmailContent): RenderedEmail {
  return {
    subject: content.title,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<NotificationEmail {...content} />)}`,
    text: notificationEmailText(content),
  };
}
