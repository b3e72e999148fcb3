import { Container, Group } from "@mantine/core";
import { Link } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";

/** The footer's pages: each one's address and its title's message id (the link's text). */
export const FOOTER_LINKS = [
  { to: "/About", title: "title.about" },
  { to: "/Contact", title: "title.contact" },
  { to: "/Privacy", title: "title.privacy" },
  { to: "/Terms", title: "title.terms" },
] as const;

/** Every page's footer: about, contact, the privacy policy and the terms. */
export function SiteFooter() {
  const t = useT(shellCatalogs);
  return (
    <footer className="site-footer">
      <Container size="lg" py="lg">
        <nav aria-label={t("footer.label")}>
          <Group component="ul" gap="lg" className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                {/* A plain link (global.css), not Mantine's Anchor and Text: the landing's
                    initial JavaScript (ADR 048). */}
                <Link to={link.to} className="mantine-focus-auto">
                  {t(link.title)}
                </Link>
              </li>
            ))}
          </Group>
        </nav>
      </Container>
    </footer>
  );
}
