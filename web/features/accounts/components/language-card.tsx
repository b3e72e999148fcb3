import { Button, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LanguageChoiceSchema } from "../../../../contract/accounts.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../../../contract/locales.ts";
import { changeLocale, useLocale, useT } from "../../../i18n/index.ts";
import { apiRequest, messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";
// The glyphs of "മലയാളം" and "العربية" on a machine without those fonts.
import "../../../components/language-names.css";

/** The app's, the emails' and the calendars' language (the existing PUT /api/me/language). */
export function LanguageCard() {
  const t = useT(accountCatalogs);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<Locale | null>(null);

  const choose = async (next: Locale) => {
    setSaving(next);
    try {
      await apiRequest("/api/me/language", {
        method: "PUT",
        body: { language: next },
        schema: LanguageChoiceSchema,
      });
      await changeLocale(next, { remember: true });
      toast("green", t("account.language.saved"));
      // Answers in the former language are asked for again in this one.
      void queryClient.invalidateQueries();
    } catch (error) {
      toast("red", messageOf(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <AccountSection id="account-language" title={t("account.language.heading")} gap="sm">
      <Text size="sm" c="gray.8">
        {t("account.language.intro")}
      </Text>
      <Group gap="xs" wrap="wrap" role="group" aria-labelledby="account-language">
        {LOCALES.map((option) => (
          <Button
            key={option}
            lang={option}
            className="language-name"
            variant={option === locale ? "filled" : "default"}
            aria-pressed={option === locale}
            loading={saving === option}
            onClick={() => {
              if (option !== locale) void choose(option);
            }}
          >
            {LOCALE_NAMES[option]}
          </Button>
        ))}
      </Group>
    </AccountSection>
  );
}
