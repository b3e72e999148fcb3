import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the live meeting console says to people, in their language (ADR 020). */
export const consoleMessages = defineServerCatalogs({ en, ml, ar });
