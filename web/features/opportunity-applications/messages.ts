import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Applying to opportunities, the member's applications and a partner's applicants (ADR 020). */
export const opportunityApplicationsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
