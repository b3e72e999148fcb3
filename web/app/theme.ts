import { createTheme, type MantineColorsTuple } from "@mantine/core";

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
});
