import { describe, expect, it } from "vitest";
import {
  actionLabelOf,
  kindLabelOf,
  type NotificationEmailContent,
  renderNotificationEmail,
} from "./notification-email.tsx";

const content: NotificationEmailContent = {
  name: "Mira <b>",
  title: 'New application to <script>alert("x")</script> Club',
  body: "Asha & Co asked to join.",
  actionUrl: "https://blockvocates.example/ClubLeaderPage",
  actionLabel: "Open the leader page",
  kindLabel: "Applications to a club I lead",
  unsubscribeUrl: "https://blockvocates.example/NotificationSettings?unsubscribe=a.b.c",
  settingsUrl: "https://blockvocates.example/NotificationSettings",
  siteUrl: "https://blockvocates.example/",
};

describe("the notification email template", () => {
  const rendered = renderNotificationEmail(content);

  it("says what happened in the subject", () => {
    expect(rendered.subject).toBe(content.title);
  });

  it("escapes what people typed in the HTML part", () => {
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).toContain("&lt;script&gt;");
    expect(rendered.html).toContain("Mira &lt;b&gt;");
    expect(rendered.html).toContain("Asha &amp; Co");
  });

  it("has the same content and every link in the text part", () => {
    for (const part of [content.title, content.body, content.actionUrl]) {
      expect(rendered.text).toContain(part);
    }
    expect(rendered.text).toContain(content.unsubscribeUrl);
    expect(rendered.text).toContain(content.settingsUrl);
  });

  it("links only to absolute addresses", () => {
    const hrefs = [...rendered.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      content.actionUrl,
      content.settingsUrl,
      content.unsubscribeUrl.replace("&", "&amp;"),
      content.siteUrl,
    ]);
  });
});

describe("the notification email in the recipient's language", () => {
  it("writes an Arabic email right to left, greeting, button and footer in Arabic", () => {
    const arabic = renderNotificationEmail({
      ...content,
      locale: "ar",
      actionLabel: actionLabelOf("/ClubLeaderPage", "ar"),
      kindLabel: kindLabelOf("application-received", "ar"),
    });
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.html).toContain("مرحبًا Mira &lt;b&gt;،");
    expect(arabic.html).toContain("افتح صفحة القائد");
    expect(arabic.html).toContain("«طلبات الانضمام إلى نادٍ أقوده»");
    expect(arabic.text).toContain(`إلغاء الاشتراك في هذه الرسائل: ${content.unsubscribeUrl}`);
  });

  it("stays English, left to right, for people who never chose a language", () => {
    const english = renderNotificationEmail(content);
    expect(english.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.text).toContain("Hi Mira <b>,");
    expect(english.html).toContain("Unsubscribe from these emails");
  });
});
