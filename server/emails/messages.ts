import ar from "../../contract/messages/email-preferences.ar.json" with { type: "json" };
import en from "../../contract/messages/email-preferences.en.json" with { type: "json" };
import ml from "../../contract/messages/email-preferences.ml.json" with { type: "json" };
import { defineServerCatalogs } from "../lib/i18n.ts";
import emailsAr from "./messages.ar.json" with { type: "json" };
import emailsEn from "./messages.en.json" with { type: "json" };
import emailsMl from "./messages.ml.json" with { type: "json" };

/**
 * What a notification email says around the notification (greeting, button, footer), and the
 * kinds of email as the settings page names them (the contract's labels, `contract/messages`).
 */
export const emailMessages = defineServerCatalogs({
  en: { ...en, ...emailsEn },
  ml: { ...ml, ...emailsMl },
  ar: { ...ar, ...emailsAr },
});
