import { Logo } from "./logo.tsx";

/**
 * What a page that is not prerendered shows before its code has run: the header's bar with the
 * logo, at the place the app's header puts it (ADR 067). Written into the app shell's HTML at
 * build time; the app's first render replaces it. Hidden from assistive technology: it is there
 * for a few hundred milliseconds and has nothing to do.
 */
export function AppFrame() {
  return (
    <div className="sticky-header" aria-hidden="true">
      <div className="app-frame">
        <Logo />
      </div>
    </div>
  );
}
