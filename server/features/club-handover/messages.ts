import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the hand-over's refusals say to people, in their language (ADR 020). */
export const handoverMessages = defineServerCatalogs({ en, ml, ar });
