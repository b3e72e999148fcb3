import {
  type AlertProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineTheme,
  rem,
} from "@mantine/core";

const indigo: MantineColorsTuple = [
  "#eef0ff",
  "#dcdefc",
  "#b6b9f2",
  "#8e92ea",
  "#6c70e2",
  "#5759de",
  "#4b4ddd",
  "#3c3ec4",
  "#3437b0",
  "#2b2d7c",
];

/**
 * The colours that carry contrast requirements (checked by theme.test.ts): body text and dimmed
 * text (4.5:1), placeholders (4.5:1), control borders and the focus ring (3:1, WCAG 1.4.11).
 */
export const tokens = {
  pageBackground: "#f7f8ff",
  surface: "#ffffff",
  text: "#000000",
  dimmed: "#495057",
  error: "#c92a2a",
  placeholder: "#5c5f70",
  border: "#767a8c",
  /** Same value as `--focus-ring-color` in global.css. */
  focusRing: "#1a1b4b",
  /** The ring on the hero's gradient. */
  focusRingOnHero: "#ffffff",
  heroBackgrounds: ["#2b2d7c", "#4b3bb8", "#6c4cf1"],
  primaryFilled: indigo[8],
  indigoText: indigo[9],
} as const;

/** No text under 12 px: Mantine's small badges use 10-11 px. */
const BADGE_MIN_FONT_SIZE = rem(12);

/**
 * The look, defined once (ADR 028): indigo for what acts (buttons, links, the current tab), the
 * hero's yellow for the one call to action per page, green / yellow / red / blue only for a
 * state (StatusBadge, components/status-badge.tsx); a type scale of four heading sizes; one
 * radius scale. The cards' soft, indigo-tinted shadow is in global.css (bordered Paper or Card):
 * CSS, not this object, which is in the landing's initial JavaScript (ADR 018's budget).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  colors: { indigo },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  lineHeights: { md: "1.6" },
  headings: {
    fontWeight: "700",
    sizes: {
      h1: { fontSize: rem(34), lineHeight: "1.15", fontWeight: "800" },
      h2: { fontSize: rem(24), lineHeight: "1.25" },
      h3: { fontSize: rem(19), lineHeight: "1.3" },
      h4: { fontSize: rem(16), lineHeight: "1.4" },
    },
  },
  defaultRadius: "md",
  radius: { xs: rem(4), sm: rem(6), md: rem(10), lg: rem(14), xl: rem(20) },
  // Modal, drawer, accordion and other transitions stop for prefers-reduced-motion (2.3.3).
  respectReducedMotion: true,
  components: {
    // Plain objects, not `Notification.extend(…)`: `extend` would bring each component's code into
    // every page's initial JavaScript, the landing's too, where none of them shows.
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
    },
    // Loaders carry an aria-label ("Loading missions"): a name needs a role to be allowed.
    Loader: { defaultProps: { role: "status" } },
    Badge: {
      vars: (_theme: MantineTheme, props: BadgeProps) => ({
        root: {
          "--badge-fz":
            props.size === "lg" || props.size === "xl" ? undefined : BADGE_MIN_FONT_SIZE,
          // The light variant's coloured text is below 4.5:1 on its tint: body text instead.
          "--badge-color":
            (props.variant ?? "filled") === "light" ? "var(--mantine-color-dark-9)" : undefined,
        },
      }),
    },
    Alert: {
      vars: (_theme: MantineTheme, props: AlertProps) => ({
        root: {
          "--alert-color":
            (props.variant ?? "light") === "light" ? "var(--mantine-color-dark-9)" : undefined,
        },
      }),
    },
  },
});

/** Mantine's default dimmed grey, error red, placeholder and border greys are below WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": tokens.dimmed,
    "--mantine-color-error": tokens.error,
    "--mantine-color-placeholder": tokens.placeholder,
    "--mantine-color-default-border": tokens.border,
  },
  dark: {},
});
