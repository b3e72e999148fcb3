import { Box, Button, Group } from "@mantine/core";
import { useT } from "../i18n/index.ts";
import { pwaCatalogs } from "./messages.ts";

/**
 * "A new version is ready: reload", once a new deployment's worker is waiting (ADR 043). The
 * page never reloads by itself: the person may be typing.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const t = useT(pwaCatalogs);
  return (
    <Box role="alert" px="md" py="xs" bg="var(--mantine-color-indigo-9)" c="white">
      <Group justify="center" gap="sm">
        <span>{t("pwa.updateReady")}</span>
        <Button size="xs" variant="white" onClick={onReload}>
          {t("pwa.reload")}
        </Button>
      </Group>
    </Box>
  );
}
