import { Box } from "@mantine/core";
import { useT } from "../i18n/index.ts";
import { pwaCatalogs } from "./messages.ts";
import { useOnline } from "./use-online.ts";

/**
 * "You are offline", while the browser is: the page shows what was kept on the device (ADR 043).
 * A live region, so a screen reader says it when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT(pwaCatalogs);
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Box
          data-testid="offline-banner"
          px="md"
          py="xs"
          bg="var(--mantine-color-yellow-2)"
          c="black"
          fz="sm"
          ta="center"
        >
          {t("pwa.offline")}
        </Box>
      )}
    </Box>
  );
}
