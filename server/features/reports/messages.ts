import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the reports' refusals say, in the reader's language (ADR 020). */
export const reportsMessages = defineServerCatalogs({ en, ml, ar });
