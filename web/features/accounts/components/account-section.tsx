import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of the account page: a card headed by its title (the section's name). */
export function AccountSection({
  id,
  title,
  gap = "md",
  children,
}: {
  id: string;
  title: string;
  gap?: "xs" | "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap={gap}>
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
