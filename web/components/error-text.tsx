import type { ReactNode } from "react";

/** A failed load said in red, announced: Mantine's Alert without Mantine, for the landing page. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" style={{ margin: 0, color: "var(--mantine-color-error)", fontWeight: 600 }}>
      {children}
    </p>
  );
}
