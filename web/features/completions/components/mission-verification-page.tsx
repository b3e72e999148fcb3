import { Alert, Anchor, Container, Title } from "@mantine/core";
import { Link } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { VerificationPanel } from "./verification-panel.tsx";

export function MissionVerificationPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <Container size="lg" py="xl">
          {user.isLeader ? (
            <VerificationPanel headingOrder={1} />
          ) : (
            <>
              <Title order={1} mb="md">
                Mission Verification
              </Title>
              <Alert color="indigo" title="For club leaders">
                Only club leaders verify missions.{" "}
                <Anchor underline="always" component={Link} to="/Dashboard">
                  Back to your dashboard
                </Anchor>
              </Alert>
            </>
          )}
        </Container>
      )}
    </RequireSignIn>
  );
}
