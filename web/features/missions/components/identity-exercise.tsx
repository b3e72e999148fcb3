import { Alert, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useRef } from "react";
import { z } from "zod";
import type { Me } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { focusWhenReady } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveProfile } from "../api/missions.ts";
import { missionsCatalogs } from "../messages.ts";
import { ExternalLink, postIntentUrl } from "./external-link.tsx";

/** Joins the hobby and the animal or character into one name: "chess" + "red fox" -> "ChessRedFox". */
export function joinIdentity(hobby: string, character: string): string {
  return `${hobby} ${character}`
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/**
 * The exercise's two words; the identity they make is checked by the server. The messages are ids
 * of this folder's catalog: the form says them through `contractText`, in the active language.
 */
const IdentityWordsSchema = z.object({
  hobby: z.string().trim().min(1, "missions.identity.needHobby"),
  character: z.string().trim().min(1, "missions.identity.needCharacter"),
});

export function IdentityExercise({ user }: { user: Me }) {
  const t = useT(missionsCatalogs);
  const saveProfile = useSaveProfile();
  const resultRef = useRef<HTMLDivElement>(null);
  const identity = saveProfile.data?.identity ?? user.identity;
  const contract = useContractForm({
    schema: IdentityWordsSchema,
    initialValues: { hobby: "", character: "" },
    // The server's answer is about the identity the two words make: shown on the first.
    formErrorFields: ["hobby"],
  });
  const { form } = contract;
  const generate = contract.submit(async ({ hobby, character }) => {
    await saveProfile.mutateAsync({ identity: joinIdentity(hobby, character) });
    toast("green", t("missions.identity.saved"));
    // Focus lands on the result: the new identity.
    focusWhenReady(() => resultRef.current);
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={700}>{t("missions.identity.exercise")}</Text>
        <ContractFormFrame
          contract={contract}
          onSubmit={generate}
          submitLabel={t("missions.identity.generate")}
        >
          <TextInput
            label={t("missions.identity.hobby")}
            placeholder={t("missions.identity.hobbyExample")}
            maxLength={90}
            {...form.getInputProps("hobby")}
          />
          <TextInput
            label={t("missions.identity.character")}
            placeholder={t("missions.identity.characterExample")}
            maxLength={90}
            {...form.getInputProps("character")}
          />
        </ContractFormFrame>
        {identity ? (
          <Alert color="indigo" title={t("missions.identity.yours")} ref={resultRef} tabIndex={-1}>
            <Text fw={700} data-testid="identity">
              {identity}
            </Text>
            <Text size="sm" mt={4}>
              <ExternalLink href={postIntentUrl(t("missions.identity.postText", { identity }))}>
                {t("missions.identity.share")}
              </ExternalLink>
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
