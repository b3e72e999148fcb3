import { Button, type ButtonProps } from "@mantine/core";

/** A link that downloads `href` as `filename`, shown as a button. */
export function DownloadButton({
  href,
  filename,
  label,
  variant = "light",
}: {
  href: string;
  filename: string;
  label: string;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Button component="a" href={href} download={filename} variant={variant}>
      {label}
    </Button>
  );
}
