import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the meetings say: refusals, meeting times in notifications, calendar events (ADR 020). */
export const meetingMessages = defineServerCatalogs({ en, ml, ar });
