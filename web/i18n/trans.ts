import { Trans } from "@lingui/react";

/**
 * A message with markup: `<T id="auth.terms" components={{ 0: <Link to="/Terms" /> }} />` for
 * `"Read the <0>terms</0>"`, or `values` for its arguments. Call `useT(catalogs)` in the
 * component first, so that the folder's catalogs are loaded. A module of its own: only the pages
 * that use it load it (ADR 018's landing budget).
 */
export const T = Trans;
