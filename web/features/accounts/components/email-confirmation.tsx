import { Alert, Loader } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { isolate } from "../../../i18n/bidi.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useConfirmEmailChange } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";

/**
 * The link mailed to the new address lands on /Account?confirmEmail=<token> (signed in: the page
 * asks for it): the token is sent once, then taken out of the address bar.
 */
export function EmailConfirmation() {
  const t = useT(accountCatalogs);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get("confirmEmail");
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, {
      onSettled: () =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete("confirmEmail");
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, confirm, setSearchParams]);

  if (confirm.isPending) return <Loader aria-label={t("account.email.confirming")} />;
  if (confirm.isError) {
    return (
      <Alert color="red.9" role="alert" data-testid="email-confirmation">
        {messageOf(confirm.error)}
      </Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Alert color="green.9" role="status" data-testid="email-confirmation">
        {t("account.email.confirmed", { email: isolate(confirm.data.email) })}
      </Alert>
    );
  }
  return null;
}
