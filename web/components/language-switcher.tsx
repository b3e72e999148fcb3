import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "../../contract/locales.ts";
import type { Me } from "../../contract/me.ts";
import { shellCatalogs } from "../app/messages.ts";
import { activeLocale, changeLocale, useLocale, useT } from "../i18n/index.ts";
import { anyJson, apiRequest, messageOf } from "../lib/api-client.ts";
import { notify } from "../lib/notify.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { currentUserQuery, useCurrentUser } from "../lib/session.ts";

/**
 * The language switcher in the navigation bar (a native select: light, and every platform's own
 * picker). The choice is remembered in the `lang` cookie and, for a signed-in person, on their
 * profile; signing in on another device brings the stored language along.
 */
export function LanguageSwitcher() {
  const t = useT(shellCatalogs);
  const { locale } = useLocale();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const stored = user?.language ?? null;

  useEffect(() => {
    if (stored && stored !== activeLocale()) void changeLocale(stored, { remember: true });
  }, [stored]);

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
        notify("red", messageOf(error));
      }
    }
    // Answers in the former language (content, messages) are asked for again in this one.
    void queryClient.invalidateQueries();
  };

  return (
    <select
      className="language-select"
      aria-label={t("nav.language")}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void choose(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
