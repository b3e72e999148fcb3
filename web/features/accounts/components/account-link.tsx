import { Anchor, Container, Group } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { accountCatalogs } from "../messages.ts";

/** MY ACCOUNT's way to the account page (name, email, password, devices), for the signed-in. */
export function AccountLink() {
  const t = useT(accountCatalogs);
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container size="lg" pt="md" px={{ base: "sm", sm: "md" }}>
      <Group justify="flex-end">
        <Anchor component={Link} to="/Account" underline="always" fw={600}>
          {t("account.link")}
        </Anchor>
      </Group>
    </Container>
  );
}
