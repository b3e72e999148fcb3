import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the partners feature says to people (refusals, the invitation email), ADR 020. */
export const partnerMessages = defineServerCatalogs({ en, ml, ar });
