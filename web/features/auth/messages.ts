import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Sign in, sign up and the password screens (ADR 020). */
export const authCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
