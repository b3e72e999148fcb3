import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  CopyButton,
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
import { PublicLoadState } from "../../../components/public-load-state.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { issuedOn } from "../../../lib/award-day.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useCredential, useRevokeCredential } from "../api/credentials.ts";
import { credentialsCatalogs } from "../messages.ts";
import { dataUrlOf, linkedInAddUrl } from "./credential-links.ts";
import { DownloadButton } from "./download-button.tsx";
import { BakedBadgeDownloads, WalletPickup } from "./wallet-pickup.tsx";

const RESULT_LABELS = {
  verified: { color: "green", label: "credentials.result.verified" },
  revoked: { color: "red", label: "credentials.result.revoked" },
  invalid: { color: "red", label: "credentials.result.invalid" },
} as const;

function Verification({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  const { verification } = credential;
  const shown = RESULT_LABELS[verification.result];
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="verification-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="verification-title">
          {t("credentials.verification.title")}
        </Title>
        <Badge
          color={shown.color}
          variant="light"
          c="dark.8"
          size="lg"
          data-testid="verification-result"
        >
          {t(shown.label)}
        </Badge>
      </Group>
      <List mt="sm" spacing={4}>
        <List.Item>
          {verification.signatureValid
            ? t("credentials.verification.signatureValid")
            : t("credentials.verification.signatureInvalid")}
        </List.Item>
        <List.Item>
          <T
            id={
              verification.issuerValid
                ? "credentials.verification.issuerKnown"
                : "credentials.verification.issuerUnknown"
            }
            values={{ issuer: verification.issuer }}
            components={{ 0: <code /> }}
          />
        </List.Item>
        <List.Item>
          {verification.status !== "revoked"
            ? t("credentials.verification.notRevoked")
            : credential.revokedAt
              ? t("credentials.verification.revokedOn", { date: issuedOn(credential.revokedAt) })
              : t("credentials.verification.revoked")}
        </List.Item>
      </List>
      <Text size="sm" c="gray.7" mt="xs">
        <T
          id="credentials.verification.checked"
          values={{
            when: formatDateTime(verification.checkedAt, { timeZone: "UTC" }),
          }}
          components={{ 0: <Anchor href="/.well-known/jwks.json" underline="always" /> }}
        />
      </Text>
    </Paper>
  );
}

function RevokeButton({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  const revoke = useRevokeCredential(credential.id);
  const [confirming, setConfirming] = useState(false);
  if (credential.revokedAt) return null;
  if (!confirming) {
    return (
      <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
        {t("credentials.revoke.button")}
      </Button>
    );
  }
  return (
    <Alert color="red.9" title={t("credentials.revoke.title")}>
      <Text mb="sm">{t("credentials.revoke.text")}</Text>
      <Group>
        <Button
          color="red.9"
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast("green", t("credentials.revoke.done"));
              },
              onError: (error) => toast("red", messageOf(error)),
            })
          }
        >
          {t("credentials.revoke.confirm")}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t("credentials.cancel")}
        </Button>
      </Group>
    </Alert>
  );
}

/** Who received it, when, and from which club. */
function Awarded({ credential }: { credential: PublicCredential }) {
  return (
    <Text fz="lg">
      <T
        id="credentials.awarded"
        values={{
          name: credential.recipientName,
          date: issuedOn(credential.issuedAt),
          club: credential.clubName,
        }}
        components={{ 0: <strong /> }}
      />
    </Text>
  );
}

/** A mission's credential: its badge beside its name and who received it. */
function MissionHeading({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Image src={credential.image} alt="" w={96} h={96} fit="contain" />
      <Stack gap={4}>
        <Text c="gray.7" fw={600}>
          {credential.kind === "journey"
            ? t("credentials.kind.journey")
            : t("credentials.kind.mission")}
        </Text>
        <Title order={1}>{credential.achievementName}</Title>
        <Awarded credential={credential} />
      </Stack>
    </Group>
  );
}

/**
 * A journey's credential as a certificate: the journey, who completed it and when, and its missions
 * in order, as the signed achievement lists them.
 */
function Certificate({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "xl" }}
      radius="md"
      style={{ borderWidth: 3, borderColor: "var(--mantine-color-indigo-7)" }}
      data-testid="certificate"
    >
      <Stack gap="md" align="center" ta="center">
        <Image src={credential.image} alt="" w={96} h={96} fit="contain" />
        <Text c="indigo.9" fw={700} tt="uppercase" size="sm">
          {t("credentials.certificate.label")}
        </Text>
        <Title order={1}>{credential.achievementName}</Title>
        <Awarded credential={credential} />
        <Text>{credential.achievementDescription}</Text>
      </Stack>
      <Title order={2} size="h4" mt="lg" mb="xs" id="certificate-missions">
        {t("credentials.certificate.missions", { count: credential.missions.length })}
      </Title>
      <List type="ordered" spacing={4} aria-labelledby="certificate-missions">
        {credential.missions.map((mission) => (
          <List.Item key={mission.missionId}>{mission.title}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** Share the page: its address copied, or the credential added to the member's LinkedIn. */
function ShareActions({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  const json = JSON.stringify(credential.document, null, 2);
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component="a"
        href={linkedInAddUrl(credential)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("credentials.linkedIn")}
      </Button>
      <CopyButton value={credential.url}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? t("credentials.share.copied") : t("credentials.share.copy")}
          </Button>
        )}
      </CopyButton>
      <DownloadButton
        href={dataUrlOf(json, "application/json")}
        filename={`credential-${credential.id}.json`}
        label={t("credentials.download.json")}
      />
      <DownloadButton
        href={dataUrlOf(credential.jwt, "application/vc+jwt")}
        filename={`credential-${credential.id}.jwt`}
        label={t("credentials.download.jwt")}
      />
    </Group>
  );
}

function CredentialView({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  const me = useCurrentUser();
  usePageTitle(credential.achievementName);
  const certificate = credential.kind === "journey" && credential.missions.length > 0;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {certificate ? (
          <Certificate credential={credential} />
        ) : (
          <MissionHeading credential={credential} />
        )}
        <Verification credential={credential} />
        {certificate ? null : (
          <div>
            <Title order={2} size="h4">
              {t("credentials.achieved")}
            </Title>
            <Text mt="xs">{credential.achievementDescription}</Text>
            <Text mt="xs" c="gray.8">
              {credential.criteria}
            </Text>
          </div>
        )}
        <ShareActions credential={credential} />
        <BakedBadgeDownloads credential={credential} />
        <WalletPickup credential={credential} />
        <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
          <T
            id="credentials.openBadges"
            values={{ issuer: credential.issuerName, url: credential.url }}
            components={{ 0: <Anchor href={credential.url} underline="always" /> }}
          />
        </Text>
        {me.data?.isAdmin ? <RevokeButton credential={credential} /> : null}
      </Stack>
    </Container>
  );
}

/** /credentials/:credentialId: a credential anyone can see and check. */
export function CredentialPage() {
  const { credentialId = "" } = useParams();
  const t = useT(credentialsCatalogs);
  const credential = useCredential(credentialId);
  return (
    <PublicLoadState
      query={credential}
      loading={t("credentials.loading")}
      failed={t("credentials.loadFailed")}
    >
      {(data) => <CredentialView credential={data} />}
    </PublicLoadState>
  );
}
