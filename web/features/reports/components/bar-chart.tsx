// The charts' picture, a chunk of its own (@mantine/charts on recharts, ~110 KB gz): the report
// pages draw their headings, figures and tables first, and the pictures when it arrives (ADR 048).
import "@mantine/charts/styles.css";

export { BarChart } from "@mantine/charts";
