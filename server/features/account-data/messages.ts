import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What "Download my data" and "Delete my account" say, in the person's language (ADR 020). */
export const accountDataMessages = defineServerCatalogs({ en, ml, ar });
