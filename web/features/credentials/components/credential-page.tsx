import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import type { PublicCredential } from "../../../../contract/credentials.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useCredential, useRevokeCredential } from "../api/credentials.ts";
import { dataUrlOf, issuedOn, linkedInAddUrl } from "./credential-links.ts";
import { PublicLoadState } from "./public-load-state.tsx";

const RESULT_LABELS = {
  verified: { color: "green", label: "Verified" },
  revoked: { color: "red", label: "Revoked" },
  invalid: { color: "red", label: "Not valid" },
} as const;

function Verification({ credential }: { credential: PublicCredential }) {
  const { verification } = credential;
  const shown = RESULT_LABELS[verification.result];
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="verification-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="verification-title">
          Verification
        </Title>
        <Badge
          color={shown.color}
          variant="light"
          c="dark.8"
          size="lg"
          data-testid="verification-result"
        >
          {shown.label}
        </Badge>
      </Group>
      <List mt="sm" spacing={4}>
        <List.Item>
          Signature: {verification.signatureValid ? "valid" : "not valid"} (Ed25519, checked with
          the issuer's published keys)
        </List.Item>
        <List.Item>
          Issuer: {verification.issuerValid ? "Blockvocates" : "unknown"} (
          <code>{verification.issuer}</code>)
        </List.Item>
        <List.Item>
          Status:{" "}
          {verification.status === "revoked"
            ? `revoked${credential.revokedAt ? ` on ${issuedOn(credential.revokedAt)}` : ""}`
            : "not revoked"}
        </List.Item>
      </List>
      <Text size="sm" c="gray.7" mt="xs">
        Checked {new Date(verification.checkedAt).toLocaleString("en-GB", { timeZone: "UTC" })} UTC.
        Anyone can check the signed credential against{" "}
        <Anchor href="/.well-known/jwks.json" underline="always">
          the published keys
        </Anchor>
        .
      </Text>
    </Paper>
  );
}

function RevokeButton({ credential }: { credential: PublicCredential }) {
  const revoke = useRevokeCredential(credential.id);
  const [confirming, setConfirming] = useState(false);
  if (credential.revokedAt) return null;
  if (!confirming) {
    return (
      <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
        Revoke credential
      </Button>
    );
  }
  return (
    <Alert color="red.9" title="Revoke this credential?">
      <Text mb="sm">Anyone who checks it will see it as revoked. This cannot be undone.</Text>
      <Group>
        <Button
          color="red.9"
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                notify("green", "The credential is revoked.");
              },
              onError: (error) => notify("red", messageOf(error)),
            })
          }
        >
          Yes, revoke
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Group>
    </Alert>
  );
}

function CredentialView({ credential }: { credential: PublicCredential }) {
  const me = useCurrentUser();
  usePageTitle(credential.achievementName);
  const json = JSON.stringify(credential.document, null, 2);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Image src={credential.image} alt="" w={96} h={96} fit="contain" />
          <Stack gap={4}>
            <Text c="gray.7" fw={600}>
              {credential.kind === "journey" ? "Journey credential" : "Mission credential"}
            </Text>
            <Title order={1}>{credential.achievementName}</Title>
            <Text fz="lg">
              Awarded to <strong>{credential.recipientName}</strong> on{" "}
              {issuedOn(credential.issuedAt)} by {credential.clubName}, a Blockvocates club.
            </Text>
          </Stack>
        </Group>
        <Verification credential={credential} />
        <div>
          <Title order={2} size="h4">
            What was achieved
          </Title>
          <Text mt="xs">{credential.achievementDescription}</Text>
          <Text mt="xs" c="gray.8">
            {credential.criteria}
          </Text>
        </div>
        <Group>
          <Button
            component="a"
            href={dataUrlOf(json, "application/json")}
            download={`credential-${credential.id}.json`}
            variant="light"
          >
            Download as JSON
          </Button>
          <Button
            component="a"
            href={dataUrlOf(credential.jwt, "application/vc+jwt")}
            download={`credential-${credential.id}.jwt`}
            variant="light"
          >
            Download signed credential (JWT)
          </Button>
          <Button
            component="a"
            href={linkedInAddUrl(credential)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to LinkedIn profile
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          An Open Badges 3.0 credential (W3C Verifiable Credential), signed by{" "}
          {credential.issuerName}. Its address:{" "}
          <Anchor href={credential.url} underline="always">
            {credential.url}
          </Anchor>
        </Text>
        {me.data?.isAdmin ? <RevokeButton credential={credential} /> : null}
      </Stack>
    </Container>
  );
}

/** /credentials/:credentialId: a credential anyone can see and check. */
export function CredentialPage() {
  const { credentialId = "" } = useParams();
  const credential = useCredential(credentialId);
  return (
    <PublicLoadState query={credential} what="credential">
      {(data) => <CredentialView credential={data} />}
    </PublicLoadState>
  );
}
