import { Container, Title } from "@mantine/core";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { MissionCompletionList } from "./mission-completion-list.tsx";

export function MissionCompletionPage() {
  return (
    <RequireSignIn>
      {() => (
        <Container size="lg" py="xl">
          <Title order={1} mb="lg">
            Mission Completion
          </Title>
          <MissionCompletionList />
        </Container>
      )}
    </RequireSignIn>
  );
}
