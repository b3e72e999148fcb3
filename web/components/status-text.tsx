import { Text } from "@mantine/core";
import { useEffect, useRef } from "react";

/**
 * Where something stands ('Application Submitted', 'Accepted', 'Mission Completed'), as readable
 * text rather than a disabled button. `focus` moves focus to it when it appears as the result of
 * the user's action, so focus never drops to the page (WCAG 2.4.3); it is then announced too.
 */
export function StatusText({ children, focus = false }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Text
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      fw={700}
      c="dark.9"
      bg="gray.1"
      px="sm"
      py={6}
      data-status
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-default-border)",
      }}
    >
      {children}
    </Text>
  );
}
