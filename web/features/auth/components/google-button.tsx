import { Button } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api-client.ts";
import { startGoogleSignIn, useAuthConfig } from "../api/auth.ts";

/** Shown only when Google sign-in is configured on the server. */
export function GoogleButton({
  label,
  onError,
}: {
  label: string;
  onError: (message: string) => void;
}) {
  const { data } = useAuthConfig();
  const [busy, setBusy] = useState(false);
  if (!data?.googleEnabled) return null;
  return (
    <Button
      variant="default"
      fullWidth
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await startGoogleSignIn();
        } catch (error) {
          onError(messageOf(error));
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
