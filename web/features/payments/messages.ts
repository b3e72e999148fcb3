import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Checkout, the test-mode checkout and the membership's status (ADR 020). */
export const paymentsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
