import { Alert, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useRef } from "react";
import { z } from "zod";
import type { Me } from "../../../../contract/me.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { focusWhenReady } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveProfile } from "../api/missions.ts";
import { ExternalLink, tweetIntentUrl } from "./external-link.tsx";

/** Joins the hobby and the animal or character into one name: "chess" + "red fox" -> "ChessRedFox". */
export function joinIdentity(hobby: string, character: string): string {
  return `${hobby} ${character}`
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** The exercise's two words; the identity they make is checked by the server. */
const IdentityWordsSchema = z.object({
  hobby: z.string().trim().min(1, "Enter a hobby."),
  character: z.string().trim().min(1, "Enter an animal or character."),
});

export function IdentityExercise({ user }: { user: Me }) {
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
    notify("green", "Identity saved to your profile.");
    // Focus lands on the result: the new identity.
    focusWhenReady(() => resultRef.current);
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={700}>Exercise</Text>
        <ContractFormFrame contract={contract} onSubmit={generate} submitLabel="Generate Identity">
          <TextInput
            label="Your hobby"
            placeholder="e.g. chess"
            maxLength={90}
            {...form.getInputProps("hobby")}
          />
          <TextInput
            label="Your favourite animal or character"
            placeholder="e.g. owl"
            maxLength={90}
            {...form.getInputProps("character")}
          />
        </ContractFormFrame>
        {identity ? (
          <Alert color="indigo" title="Your identity" ref={resultRef} tabIndex={-1}>
            <Text fw={700} data-testid="identity">
              {identity}
            </Text>
            <Text size="sm" mt={4}>
              <ExternalLink
                href={tweetIntentUrl(`Meet my new Web3 identity: ${identity} #Blockvocates`)}
              >
                Share your identity in a social post
              </ExternalLink>
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
