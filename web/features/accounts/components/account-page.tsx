import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useAccount } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountDetailsCard } from "./account-details-card.tsx";
import { AccountSection } from "./account-section.tsx";
import { EmailChangeCard } from "./email-change-card.tsx";
import { EmailConfirmation } from "./email-confirmation.tsx";
import { LanguageCard } from "./language-card.tsx";
import { PasskeysCard } from "./passkeys-card.tsx";
import { PasswordChangeCard } from "./password-change-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { WalletsCard } from "./wallets-card.tsx";

/** Links to the settings that have their own page. */
function MoreSettings() {
  const t = useT(accountCatalogs);
  return (
    <AccountSection id="account-links" title={t("account.links.heading")} gap="xs">
      <div>
        <Anchor component={Link} to="/NotificationSettings" underline="always" fw={600}>
          {t("account.links.notifications")}
        </Anchor>
        <Text size="sm" c="gray.8">
          {t("account.links.notificationsText")}
        </Text>
      </div>
    </AccountSection>
  );
}

function AccountSections({ profileSwitch, dataSections }: AccountPageProps) {
  const t = useT(accountCatalogs);
  const account = useAccount();
  if (account.isPending) return <Loader aria-label={t("account.loading")} />;
  if (account.isError) {
    return (
      <Alert color="red.9" role="alert">
        {messageOf(account.error)}
      </Alert>
    );
  }
  return (
    <>
      <AccountDetailsCard account={account.data} />
      <EmailChangeCard account={account.data} />
      <PasswordChangeCard hasPassword={account.data.hasPassword} />
      <PasskeysCard />
      <SessionsCard />
      <WalletsCard />
      <LanguageCard />
      <MoreSettings />
      {profileSwitch}
      {dataSections}
    </>
  );
}

export interface AccountPageProps {
  /** The public profile's switch (the credentials feature's), composed by the route. */
  profileSwitch?: ReactNode;
  /** "Download my data" and "Delete my account" (the account-data feature's), by the route. */
  dataSections?: ReactNode;
}

/**
 * /Account: every signed-in person's name, address, password, devices and language, with links to
 * the other settings; the route adds the sections of other features.
 */
export function AccountPage(props: AccountPageProps) {
  const t = useT(accountCatalogs);
  return (
    <Container size={720} py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {t("account.title")}
          </Title>
          <Text mt="xs">{t("account.intro")}</Text>
        </div>
        <RequireSignIn>
          {() => (
            <>
              <EmailConfirmation />
              <AccountSections {...props} />
            </>
          )}
        </RequireSignIn>
      </Stack>
    </Container>
  );
}
