import { Button, Stack, Text } from "@mantine/core";
import { useT } from "../i18n/index.ts";
import { messageOf } from "../lib/api-client.ts";
import { injectedWallet, WalletProblem } from "../lib/ethereum.ts";
import { toast } from "../lib/toast.ts";
import { useLinkWallet } from "../lib/wallets.ts";
import { componentCatalogs } from "./messages.ts";

const WALLET_PROBLEMS: Record<WalletProblem["reason"], string> = {
  "no-wallet": "linkWallet.problem.no-wallet",
  "no-account": "linkWallet.problem.no-account",
  "wrong-chain": "linkWallet.problem.wrong-chain",
};

/** A wallet's refusal, or the server's, in the reader's language. */
export function walletErrorKey(error: unknown): string | undefined {
  if (error instanceof WalletProblem) return WALLET_PROBLEMS[error.reason];
  // A wallet that refused to sign (EIP-1193 code 4001).
  if ((error as { code?: unknown })?.code === 4001) return "linkWallet.problem.rejected";
  return undefined;
}

/**
 * "Link a wallet" (EIP-4361, issue 36): the browser's wallet signs a message the server wrote;
 * nothing is sent on-chain. The account page's wallets and Mission 1's accounts step both link
 * with it; without a wallet in the browser it says how to get one.
 */
export function LinkWalletButton({ variant = "outline" }: { variant?: "outline" | "filled" }) {
  const t = useT(componentCatalogs);
  const link = useLinkWallet();
  return (
    <Stack gap="xs" align="flex-start">
      {injectedWallet() ? null : <Text size="sm">{t("linkWallet.problem.no-wallet")}</Text>}
      <Button
        variant={variant}
        loading={link.isPending}
        onClick={() =>
          link.mutate(undefined, {
            onSuccess: () => toast("green", t("linkWallet.done")),
            onError: (error) => {
              const key = walletErrorKey(error);
              toast("red", key ? t(key) : messageOf(error));
            },
          })
        }
      >
        {t("linkWallet.button")}
      </Button>
    </Stack>
  );
}
