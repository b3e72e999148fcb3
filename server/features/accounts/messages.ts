import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the account page's answers and its emails say (ADR 020). */
export const accountMessages = defineServerCatalogs({ en, ml, ar });
