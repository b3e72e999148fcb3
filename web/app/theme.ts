import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Notification,
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

export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  colors: { indigo },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "800" },
  defaultRadius: "md",
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
    }),
  },
});

/** Mantine's default dimmed grey and error red are below WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
  },
  dark: {},
});
