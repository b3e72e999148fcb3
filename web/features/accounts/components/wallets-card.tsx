import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Switch.css";
import { Alert, Button, Group, Loader, Paper, Radio, Stack, Switch, Text } from "@mantine/core";
import type { Wallet } from "../../../../contract/wallets.ts";
import { LinkWalletButton } from "../../../components/link-wallet-button.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMyWallets } from "../../../lib/wallets.ts";
import { useCredentialSubject, useUnlinkWallet, useWalletVisibility } from "../api/wallets.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

const CHAIN_NAMES: Record<number, string> = { 1: "Ethereum", 11155111: "Sepolia" };

function WalletRow({ wallet }: { wallet: Wallet }) {
  const t = useT(accountCatalogs);
  const visibility = useWalletVisibility();
  const unlink = useUnlinkWallet();
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="wallet">
      <Stack gap="xs">
        <Text ff="monospace" dir="ltr" style={{ overflowWrap: "anywhere" }} fw={600}>
          {wallet.address}
        </Text>
        <Text size="sm" c="gray.8">
          {t("account.wallets.linked", {
            chain: CHAIN_NAMES[wallet.chainId] ?? String(wallet.chainId),
            date: formatDateTime(wallet.linkedAt),
          })}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch
            label={t("account.wallets.public")}
            checked={wallet.isPublic}
            disabled={visibility.isPending}
            onChange={(event) =>
              visibility.mutate(
                { walletId: wallet.walletId, isPublic: event.currentTarget.checked },
                { onError: (error) => toast("red", messageOf(error)) },
              )
            }
          />
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            aria-label={t("account.wallets.unlinkOne", { address: wallet.address })}
            loading={unlink.isPending}
            onClick={() =>
              unlink.mutate(wallet.walletId, {
                onSuccess: () => toast("green", t("account.wallets.unlinked")),
                onError: (error) => toast("red", messageOf(error)),
              })
            }
          >
            {t("account.wallets.unlink")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Which wallet the credentials issued from now on name as their subject (did:pkh, ADR 040), or
 * none: the member's choice, none by default; credentials already issued keep what they name.
 */
function CredentialSubjectChoice({ wallets }: { wallets: readonly Wallet[] }) {
  const t = useT(accountCatalogs);
  const choose = useCredentialSubject();
  const chosen = wallets.find((wallet) => wallet.namesCredentials);
  return (
    <Radio.Group
      label={t("account.wallets.credentials.label")}
      description={t("account.wallets.credentials.description")}
      value={chosen ? String(chosen.walletId) : "none"}
      onChange={(value) =>
        choose.mutate(value === "none" ? null : Number(value), {
          onSuccess: () => toast("green", t("account.wallets.credentials.saved")),
          onError: (error) => toast("red", messageOf(error)),
        })
      }
    >
      <Stack gap="xs" mt="xs">
        <Radio
          value="none"
          label={t("account.wallets.credentials.none")}
          disabled={choose.isPending}
        />
        {wallets.map((wallet) => (
          <Radio
            key={wallet.walletId}
            value={String(wallet.walletId)}
            disabled={choose.isPending}
            label={
              <span dir="ltr" style={{ overflowWrap: "anywhere", fontFamily: "monospace" }}>
                {wallet.address}
              </span>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Wallets linked by signature (EIP-4361): the browser's wallet signs a message the server wrote;
 * nothing is sent on-chain. Private unless the member shows one on their public profile; the
 * credentials issued from now on may name one of them.
 */
export function WalletsCard() {
  const t = useT(accountCatalogs);
  const wallets = useMyWallets();
  const list = wallets.data?.items ?? [];
  return (
    <AccountSection id="account-wallets" title={t("account.wallets.heading")}>
      <Text>{t("account.wallets.intro")}</Text>
      {wallets.isPending ? <Loader aria-label={t("account.loading")} /> : null}
      {wallets.isError ? (
        <Alert color="red.9" role="alert">
          {messageOf(wallets.error)}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((wallet) => (
            <WalletRow key={wallet.walletId} wallet={wallet} />
          ))}
        </Stack>
      ) : null}
      {wallets.isSuccess && list.length === 0 ? (
        <Text c="gray.8">{t("account.wallets.none")}</Text>
      ) : null}
      <LinkWalletButton />
      {list.length > 0 ? <CredentialSubjectChoice wallets={list} /> : null}
    </AccountSection>
  );
}
