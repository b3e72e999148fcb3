import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** Why the admin console refuses a decision, in the admin's language (ADR 020). */
export const adminMessages = defineServerCatalogs({ en, ml, ar });
