import { Button, CopyButton, Group, List, Text, Title } from "@mantine/core";
import type { PublicWallet } from "../../../../contract/wallets.ts";
import { useT } from "../../../i18n/index.ts";
import { publicProfileCatalogs } from "../messages.ts";

const CHAIN_NAMES: Record<number, string> = { 1: "Ethereum", 11155111: "Sepolia" };

/** `0x1234…cdef`: the start and end a person compares with their wallet. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The wallets the member chose to show (issue 36), each linked by a signature: shortened on
 * screen, whole for screen readers, on hover and in the copy button.
 */
export function ProfileWallets({ wallets }: { wallets: PublicWallet[] }) {
  const t = useT(publicProfileCatalogs);
  if (!wallets.length) return null;
  return (
    <section aria-labelledby="wallets-title">
      <Title order={2} size="h3" mb={4} id="wallets-title">
        {t("publicProfile.wallets.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {t("publicProfile.wallets.note")}
      </Text>
      <List spacing="xs" listStyleType="none" data-testid="profile-wallets">
        {wallets.map((wallet) => (
          <List.Item key={wallet.address}>
            <Group gap="xs" wrap="wrap">
              <Text span ff="monospace" dir="ltr" title={wallet.address}>
                <span aria-hidden="true">{shortAddress(wallet.address)}</span>
                <span className="visually-hidden">{wallet.address}</span>
              </Text>
              <Text span size="sm" c="gray.7">
                {t("publicProfile.wallets.chain", {
                  chain: CHAIN_NAMES[wallet.chainId] ?? String(wallet.chainId),
                })}
              </Text>
              <CopyButton value={wallet.address}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={copy}
                    aria-label={t("publicProfile.wallets.copyFor", { address: wallet.address })}
                  >
                    {copied ? t("publicProfile.wallets.copied") : t("publicProfile.wallets.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
