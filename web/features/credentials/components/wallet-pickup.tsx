import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { PublicCredential } from "../../../../contract/credentials.ts";
import { useT } from "../../../i18n/index.ts";
import { credentialsCatalogs } from "../messages.ts";
import { bakedBadgeUrl, pickupQrUrl, pickupUrlOf } from "./credential-links.ts";
import { DownloadButton } from "./download-button.tsx";

/** The badge image with the credential inside (Open Badges baking), as PNG or SVG. */
export function BakedBadgeDownloads({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <DownloadButton
          href={bakedBadgeUrl(credential.id, "png")}
          filename={`credential-${credential.id}.png`}
          label={t("credentials.download.badgePng")}
        />
        <DownloadButton
          href={bakedBadgeUrl(credential.id, "svg")}
          filename={`credential-${credential.id}.svg`}
          label={t("credentials.download.badgeSvg")}
          variant="subtle"
        />
      </Group>
      <Text size="sm" c="gray.7">
        {t("credentials.download.badgeHelp")}
      </Text>
    </Stack>
  );
}

/**
 * Wallet pickup: the address a wallet imports the credential from, its QR code, and the steps in
 * the Learner Credential Wallet.
 */
export function WalletPickup({ credential }: { credential: PublicCredential }) {
  const t = useT(credentialsCatalogs);
  const address = pickupUrlOf(credential);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-title">
      <Title order={2} size="h4" id="wallet-title" mb="xs">
        {t("credentials.wallet.title")}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Image
          src={pickupQrUrl(credential.id)}
          alt={t("credentials.wallet.qrAlt")}
          w={180}
          h={180}
          fit="contain"
          bg="white"
          data-testid="wallet-qr"
        />
        <Stack gap="xs" style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Text>{t("credentials.wallet.text")}</Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }} dir="ltr" ta="start">
            <Anchor href={address} underline="always" data-testid="wallet-address">
              {address}
            </Anchor>
          </Text>
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} w="fit-content">
                {copied ? t("credentials.wallet.copied") : t("credentials.wallet.copy")}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <Title order={3} size="h5" mt="md" mb={4} id="wallet-steps">
        {t("credentials.wallet.stepsTitle")}
      </Title>
      <List type="ordered" spacing={4} aria-labelledby="wallet-steps">
        <List.Item>{t("credentials.wallet.step1")}</List.Item>
        <List.Item>{t("credentials.wallet.step2")}</List.Item>
        <List.Item>{t("credentials.wallet.step3")}</List.Item>
      </List>
      {credential.revokedAt ? (
        <Alert color="red.9" mt="sm">
          {t("credentials.wallet.revoked")}
        </Alert>
      ) : null}
    </Paper>
  );
}
