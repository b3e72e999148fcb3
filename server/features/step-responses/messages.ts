import { defineServerCatalogs } from "../../lib/i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** What the step responses API says to people (problem details), in the request's language. */
export const stepResponsesMessages = defineServerCatalogs({ en, ml, ar });
