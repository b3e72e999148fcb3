import { Container, Title } from "@mantine/core";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { missionsCatalogs } from "../messages.ts";
import { MissionCompletionList } from "./mission-completion-list.tsx";

export function MissionCompletionPage() {
  const t = useT(missionsCatalogs);
  return (
    <RequireSignIn>
      {() => (
        <Container size="lg" py="xl">
          <Title order={1} mb="lg">
            {t("missions.list.title")}
          </Title>
          <MissionCompletionList />
        </Container>
      )}
    </RequireSignIn>
  );
}
