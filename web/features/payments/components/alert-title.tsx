import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** An Alert's title in the body text colour: Mantine's light-variant title colour fails contrast. */
export function AlertTitle({ children }: { children: ReactNode }) {
  return (
    <Text span fw={700} c="dark.9">
      {children}
    </Text>
  );
}
