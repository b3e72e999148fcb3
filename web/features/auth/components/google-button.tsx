import { Button } from "@mantine/core";
import { useState } from "react";
import { startGoogleSignIn, useAuthConfig } from "../api/auth.ts";

/** Shown only when Google sign-in is configured on the server. */
export function GoogleButton({
  label,
  next,
  onError,
}: {
  label: string;
  /** A page of this site to come back to after signing in (already checked by safeNextPath). */
  next?: string;
  onError: (error: unknown) => void;
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
          await startGoogleSignIn(next);
        } catch (error) {
          onError(error);
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
