import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useT } from "../i18n/index.ts";
import { T } from "../i18n/trans.ts";
import { componentCatalogs } from "./messages.ts";
import { usePageTitle } from "./page-title.ts";

export function NotFoundPage() {
  const location = useLocation();
  const t = useT(componentCatalogs);
  usePageTitle(t("title.notFound"));
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" gap="md">
        <Text c="gray.7" fw={700}>
          404
        </Text>
        <Title order={1}>{t("title.notFound")}</Title>
        <Text>
          <T
            id="notFound.text"
            values={{ path: location.pathname }}
            components={{ 0: <code dir="ltr" /> }}
          />
        </Text>
        <Button component={Link} to="/">
          {t("common.goHome")}
        </Button>
      </Stack>
    </Container>
  );
}
