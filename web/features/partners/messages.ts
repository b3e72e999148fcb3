import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Partner organisations: registering, managing one, invitations, the admins' panel (issue 37). */
export const partnersCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
