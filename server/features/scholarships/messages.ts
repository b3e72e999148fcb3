import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What granting and revoking scholarships says to admins, in their language (ADR 020). */
export const scholarshipMessages = defineServerCatalogs({ en, ml, ar });
