import { defineServerCatalogs } from "./i18n.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** The messages every feature says alike ("Club not found."), in the reader's language. */
export const commonMessages = defineServerCatalogs({ en, ml, ar });
