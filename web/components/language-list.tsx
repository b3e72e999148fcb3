import { useQueryClient } from "@tanstack/react-query";
// The glyphs of "മലയാളം" and "العربية", with the menu only (not the landing's first load).
import "./language-names.css";
import { type RefObject, useEffect } from "react";
import type { Me } from "../../contract/accounts.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../contract/locales.ts";
import { changeLocale, useLocale } from "../i18n/index.ts";
import { anyJson, apiRequest, messageOf } from "../lib/api-client.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { currentUserQuery } from "../lib/session.ts";
import { toast } from "../lib/toast.ts";

/**
 * The language switcher's open list (language-switcher.tsx): each language named in itself, the
 * current one marked. It closes on a choice, a click or focus elsewhere, or Escape (focus back on
 * the globe).
 */
export default function LanguageList({
  id,
  root,
  button,
  onClose,
}: {
  id: string;
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();

  useEffect(() => {
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [root, button, onClose]);

  const choose = async (next: Locale) => {
    await changeLocale(next, { remember: true });
    // Signed in (the session may still be loading): the profile keeps the choice too, before
    // anything is asked again (the stored language would otherwise switch back).
    const signedIn = await queryClient.ensureQueryData(currentUserQuery).catch(() => null);
    if (signedIn) {
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
        me ? { ...me, language: next } : me,
      );
      try {
        await apiRequest("/api/me/language", {
          method: "PUT",
          body: { language: next },
          schema: anyJson,
        });
      } catch (error) {
        toast("red", messageOf(error));
      }
    }
    // Answers in the former language (content, messages) are asked for again in this one.
    void queryClient.invalidateQueries();
  };

  return (
    <ul id={id} className="language-list">
      {LOCALES.map((option) => (
        <li key={option}>
          <button
            type="button"
            lang={option}
            className="language-name"
            aria-current={option === locale ? "true" : undefined}
            onClick={() => {
              onClose();
              button.current?.focus();
              if (option !== locale) void choose(option);
            }}
          >
            {LOCALE_NAMES[option]}
          </button>
        </li>
      ))}
    </ul>
  );
}
