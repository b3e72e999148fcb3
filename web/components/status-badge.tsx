import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * What a state means, not its colour: each screen says which tone its states have (an accepted
 * application is `success`, a pending one `waiting`), and the colours stay the same everywhere.
 */
export type StatusTone = "success" | "waiting" | "danger" | "info" | "neutral" | "brand";

/** The tint behind the words (the words stay dark: 4.5:1 on every tint) and the dot's colour. */
export const TONE_COLORS: Record<StatusTone, { tint: string; dot: string }> = {
  success: { tint: "green", dot: "var(--mantine-color-green-8)" },
  waiting: { tint: "yellow", dot: "var(--mantine-color-yellow-7)" },
  danger: { tint: "red", dot: "var(--mantine-color-red-8)" },
  info: { tint: "blue", dot: "var(--mantine-color-blue-8)" },
  neutral: { tint: "gray", dot: "var(--mantine-color-gray-6)" },
  brand: { tint: "indigo", dot: "var(--mantine-color-indigo-8)" },
};

/**
 * A state as a badge: the one look of every status (light tint, dark words, a dot in the state's
 * colour), so colour is never the only carrier and never below contrast.
 */
export function StatusBadge({
  tone,
  children,
  size,
}: {
  tone: StatusTone;
  children: ReactNode;
  size?: BadgeProps["size"];
}) {
  const { tint, dot } = TONE_COLORS[tone];
  return (
    <Badge
      variant="light"
      color={tint}
      size={size}
      data-tone={tone}
      leftSection={<span className="status-dot" style={{ background: dot }} />}
    >
      {children}
    </Badge>
  );
}
