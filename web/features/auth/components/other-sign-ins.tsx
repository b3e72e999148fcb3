import { Button } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../i18n/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { injectedWallet, WalletProblem } from "../../../lib/ethereum.ts";
import { signInWithPasskey, signInWithWallet } from "../api/other-sign-ins.ts";
import { authCatalogs } from "../messages.ts";

const WALLET_PROBLEMS: Record<WalletProblem["reason"], string> = {
  "no-wallet": "auth.wallet.problem.no-wallet",
  "no-account": "auth.wallet.problem.no-account",
  "wrong-chain": "auth.wallet.problem.wrong-chain",
};

/** Why signing in with a passkey or a wallet did not happen, in the reader's language. */
function problemOf(t: (id: string) => string, error: unknown): unknown {
  const said = (id: string) =>
    new ApiError(0, { type: "about:blank", title: t(id), status: 0, detail: t(id) });
  if ((error as { name?: string })?.name === "NotAllowedError")
    return said("auth.passkey.cancelled");
  if (error instanceof WalletProblem) return said(WALLET_PROBLEMS[error.reason]);
  if ((error as { code?: unknown })?.code === 4001) return said("auth.wallet.problem.rejected");
  return error;
}

/** "Sign in with a passkey", and with a wallet when the browser has one. */
export function OtherSignIns({
  onSignedIn,
  onError,
}: {
  onSignedIn: () => Promise<void>;
  /** The form shows it (the server's problem, or what the browser or wallet said). */
  onError: (error: unknown) => void;
}) {
  const t = useT(authCatalogs);
  const [pending, setPending] = useState<"passkey" | "wallet" | null>(null);
  const run = (which: "passkey" | "wallet", signIn: () => Promise<unknown>) => async () => {
    setPending(which);
    try {
      await signIn();
      await onSignedIn();
    } catch (error) {
      onError(problemOf(t, error));
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      <Button
        variant="default"
        fullWidth
        loading={pending === "passkey"}
        onClick={run("passkey", signInWithPasskey)}
      >
        {t("auth.login.passkey")}
      </Button>
      {injectedWallet() ? (
        <Button
          variant="default"
          fullWidth
          loading={pending === "wallet"}
          onClick={run("wallet", signInWithWallet)}
        >
          {t("auth.login.wallet")}
        </Button>
      ) : null}
    </>
  );
}
