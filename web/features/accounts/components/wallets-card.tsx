import "@mantine/core/styles/Switch.css";
import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text } from "@mantine/core";
import type { Wallet } from "../../../../contract/wallets.ts";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { injectedWallet, WalletProblem } from "../../../lib/ethereum.ts";
import { toast } from "../../../lib/toast.ts";
import { useLinkWallet, useUnlinkWallet, useWallets, useWalletVisibility } from "../api/wallets.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

const CHAIN_NAMES: Record<number, string> = { 1: "Ethereum", 11155111: "Sepolia" };

const WALLET_PROBLEMS: Record<WalletProblem["reason"], string> = {
  "no-wallet": "account.wallets.problem.no-wallet",
  "no-account": "account.wallets.problem.no-account",
  "wrong-chain": "account.wallets.problem.wrong-chain",
};

/** A wallet's refusal, or the server's, in the reader's language. */
export function walletErrorKey(error: unknown): string | undefined {
  if (error instanceof WalletProblem) return WALLET_PROBLEMS[error.reason];
  // A wallet that refused to sign (EIP-1193 code 4001).
  if ((error as { code?: unknown })?.code === 4001) return "account.wallets.problem.rejected";
  return undefined;
}

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
 * Wallets linked by signature (EIP-4361): the browser's wallet signs a message the server wrote;
 * nothing is sent on-chain. Private unless the member shows one on their public profile.
 */
export function WalletsCard() {
  const t = useT(accountCatalogs);
  const wallets = useWallets();
  const link = useLinkWallet();
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
      {injectedWallet() ? null : <Text size="sm">{t("account.wallets.problem.no-wallet")}</Text>}
      <Button
        w="fit-content"
        variant="outline"
        loading={link.isPending}
        onClick={() =>
          link.mutate(undefined, {
            onSuccess: () => toast("green", t("account.wallets.linkedNow")),
            onError: (error) => {
              const key = walletErrorKey(error);
              toast("red", key ? t(key) : messageOf(error));
            },
          })
        }
      >
        {t("account.wallets.link")}
      </Button>
    </AccountSection>
  );
}
