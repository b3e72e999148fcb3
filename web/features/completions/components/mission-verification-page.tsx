import { Alert, Anchor, Container, Title } from "@mantine/core";
import { Link } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { completionsCatalogs } from "../messages.ts";
import { VerificationPanel } from "./verification-panel.tsx";

export function MissionVerificationPage() {
  const t = useT(completionsCatalogs);
  return (
    <RequireSignIn>
      {(user) => (
        <Container size="lg" py="xl">
          {user.isLeader ? (
            <VerificationPanel headingOrder={1} />
          ) : (
            <>
              <Title order={1} mb="md">
                {t("completions.title")}
              </Title>
              <Alert color="indigo" title={t("completions.leadersOnly.title")}>
                {t("completions.leadersOnly.text")}{" "}
                <Anchor underline="always" component={Link} to="/Dashboard">
                  {t("completions.backToDashboard")}
                </Anchor>
              </Alert>
            </>
          )}
        </Container>
      )}
    </RequireSignIn>
  );
}
