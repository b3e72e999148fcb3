import { defineServerCatalogs } from "../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/**
 * What a notification email says around the notification (greeting, button, footer) and each
 * kind of email as the settings page names it (the web's are in contract/messages), ADR 020.
 */
export const emailMessages = defineServerCatalogs({ en, ml, ar });
