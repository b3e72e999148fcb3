import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";

// What the app's search pages share (the club search, the opportunities board): the form's frame,
// the loading and failed states of the results, and the buttons between pages. Words are the
// page's own, in the reader's language.

/** A search form: a titled region with its fields and the submit button. */
export function SearchFormFrame({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      role="search"
      onSubmit={onSubmit}
      aria-label={label}
    >
      <Stack gap="md">
        {children}
        <Group>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The results while they load: announced, with a spinner for the eye. */
export function SearchLoading({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}

/** The results could not load: why, and a button that tries again. */
export function SearchFailed({
  title,
  detail,
  retryLabel,
  onRetry,
}: {
  title: string;
  detail: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Text mb="sm">{detail}</Text>
      <Button variant="light" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** Previous and Next around where the reader is ("Page 2"), as a navigation landmark. */
export function PageButtons({
  label,
  where,
  previous,
  next,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  where: string;
  previous: string;
  next: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Group justify="center" gap="md" aria-label={label} role="navigation">
      <Button variant="default" disabled={!hasPrevious} onClick={onPrevious}>
        {previous}
      </Button>
      <Text>{where}</Text>
      <Button variant="default" disabled={!hasNext} onClick={onNext}>
        {next}
      </Button>
    </Group>
  );
}
