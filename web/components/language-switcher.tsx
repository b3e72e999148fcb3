import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { shellCatalogs } from "../app/messages.ts";
import { activeLocale, changeLocale, useT } from "../i18n/index.ts";
import { useCurrentUser } from "../lib/session.ts";

// The list of languages and what a choice does, loaded the first time the globe is pressed: the
// landing's initial JavaScript stays within ADR 018's budget.
const LanguageList = lazy(() => import("./language-list.tsx"));

/**
 * The language switcher in the navigation bar: a globe button opening the three languages, each
 * named in itself (plain HTML, the disclosure pattern: no Mantine Menu in the landing's
 * JavaScript). The choice is remembered in the `lang` cookie and, for a signed-in person, on their
 * profile; signing in on another device brings the stored language along.
 */
export function LanguageSwitcher() {
  const t = useT(shellCatalogs);
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const stored = user?.language ?? null;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!stored || stored === activeLocale()) return;
    // The answers fetched in the page's first language (a journey's or mission's name) are
    // asked for again in the stored one.
    void changeLocale(stored, { remember: true }).then(() => queryClient.invalidateQueries());
  }, [stored, queryClient]);

  return (
    <div ref={rootRef} className="language-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="language-button"
        aria-label={t("nav.language")}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageList
            id={listId}
            root={rootRef}
            button={buttonRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
