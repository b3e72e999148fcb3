import { Alert, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import type { Me } from "../../../../contract/me.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusFirstInvalid, focusWhenReady } from "../../../lib/focus.ts";
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

export function IdentityExercise({ user }: { user: Me }) {
  const [hobby, setHobby] = useState("");
  const [character, setCharacter] = useState("");
  const [missing, setMissing] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const saveProfile = useSaveProfile();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const identity = saveProfile.data?.identity ?? user.identity;

  const generate = () => {
    setServerError(undefined);
    if (!hobby.trim() || !character.trim()) {
      setMissing(true);
      focusFirstInvalid(fieldsRef.current);
      return;
    }
    setMissing(false);
    saveProfile.mutate(
      { identity: joinIdentity(hobby, character) },
      {
        onSuccess: () => {
          notify("green", "Identity saved to your profile.");
          // Focus lands on the result: the new identity.
          focusWhenReady(() => resultRef.current);
        },
        onError: (error) => {
          // The server's answer is about the identity the two fields make: shown on the first.
          setServerError(messageOf(error));
          focusFirstInvalid(fieldsRef.current);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" ref={fieldsRef}>
        <Text fw={700}>Exercise</Text>
        <TextInput
          label="Your hobby"
          placeholder="e.g. chess"
          value={hobby}
          maxLength={90}
          onChange={(event) => setHobby(event.currentTarget.value)}
          error={missing && !hobby.trim() ? "Enter a hobby." : serverError}
        />
        <TextInput
          label="Your favourite animal or character"
          placeholder="e.g. owl"
          value={character}
          maxLength={90}
          onChange={(event) => setCharacter(event.currentTarget.value)}
          error={missing && !character.trim() ? "Enter an animal or character." : undefined}
        />
        <Group>
          <Button onClick={generate} loading={saveProfile.isPending}>
            Generate Identity
          </Button>
        </Group>
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
