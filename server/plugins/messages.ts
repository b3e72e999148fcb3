import { defineServerCatalogs } from "../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** The error handler's own messages, in the reader's language (ADR 020). */
export const errorMessages = defineServerCatalogs({ en, ml, ar });
