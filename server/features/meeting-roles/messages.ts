import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What meeting roles say (default names, refusals) to people, in their language (ADR 020). */
export const meetingRoleMessages = defineServerCatalogs({ en, ml, ar });
