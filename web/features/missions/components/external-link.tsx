import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";

/** A link to another site: opens in a new tab, without handing it this page. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Anchor
      underline="always"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ textDecoration: "underline" }}
    >
      {children}
    </Anchor>
  );
}

export function postIntentUrl(text: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}`;
}
