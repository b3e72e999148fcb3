import { Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import { type ReactNode, useRef, useState } from "react";
import type { z } from "zod";
import { contractCatalogs } from "../i18n/contract-catalogs.ts";
import { contractText, useT } from "../i18n/index.ts";
import { ApiError, messageOf } from "./api-client.ts";
import { focusFirstInvalid } from "./focus.ts";

type Values = Record<string, unknown>;

export interface ContractFormOptions<V extends Values, Output> {
  /**
   * The contract's schema for what the form sends: its messages are the fields' messages. The
   * values are what the person typed (an unchosen option is ""), so the schema's input is wider.
   */
  schema: z.ZodType<Output>;
  initialValues: V;
  /**
   * Fields marked invalid, and described by the message, when a refusal is about the whole form
   * (wrong email or password): a screen reader hears it on the field that gets focus.
   */
  formErrorFields?: (keyof V & string)[];
  /** A message to show under the form from the start (e.g. Google sign-in was cancelled). */
  initialFormError?: string;
  /** What the schema reads, when the fields are not the request (a choice "" meaning null). */
  toInput?: (values: V) => unknown;
}

export interface ContractForm<V extends Values, Output> {
  form: UseFormReturnType<V, Output>;
  /** Put on the `<form>`: focus moves to its first invalid field after a refusal. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A refusal that names no field of the form, shown under it. */
  formError: string | undefined;
  /** The form's submit handler: validates with the schema, then runs `action` with its output. */
  submit: (
    action: (values: Output) => Promise<unknown> | undefined,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Shows a refusal: the server's field messages on their fields, anything else under the form. */
  showError: (error: unknown) => void;
}

/** The first message the server gave for each field of the form; null when it named none. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrors | null {
  if (!(error instanceof ApiError)) return null;
  const errors: FormErrors = {};
  for (const item of error.problem.errors ?? []) {
    // The server's field messages are the contract's English texts: said in the page's language.
    if (fields.includes(item.field)) errors[item.field] ??= contractText(item.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Every form of the app: `@mantine/form` state validated by the contract's zod schema, the
 * server's field errors on the fields they name, one message under the form for the rest, and
 * focus on the first problem so it is read out. `form.submitting` is true while `action` runs.
 */
export function useContractForm<V extends Values, Output>({
  schema,
  initialValues,
  formErrorFields = [],
  initialFormError,
  toInput = (values) => values,
}: ContractFormOptions<V, Output>): ContractForm<V, Output> {
  // The contract's messages in the page's language (the server's come translated already).
  useT(contractCatalogs);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState(initialFormError);
  const resolveEnglish = schemaResolver(schema, { sync: true });
  const resolve = (input: unknown): FormErrors =>
    Object.fromEntries(
      Object.entries(resolveEnglish(input)).map(([field, message]) => [
        field,
        typeof message === "string" ? contractText(message) : message,
      ]),
    );
  const form = useForm<V, Output>({
    mode: "controlled",
    initialValues,
    initialErrors: initialFormError ? marked(formErrorFields, initialFormError) : undefined,
    validate: (values) => resolve(toInput(values)),
    transformValues: (values) => schema.parse(toInput(values)),
  });

  const focusProblem = () =>
    focusFirstInvalid(
      formRef.current,
      () => formRef.current?.parentElement?.querySelector<HTMLElement>("[data-form-error]") ?? null,
    );

  const showError = (error: unknown) => {
    const fields = serverFieldErrors(error, Object.keys(initialValues));
    if (fields) {
      setFormError(undefined);
      form.setErrors(fields);
    } else {
      const message = messageOf(error);
      setFormError(message);
      form.setErrors(marked(formErrorFields, message));
    }
    focusProblem();
  };

  const submit: ContractForm<V, Output>["submit"] = (action) =>
    form.onSubmit(
      async (values) => {
        setFormError(undefined);
        try {
          await action(values);
        } catch (error) {
          showError(error);
        }
      },
      () => focusProblem(),
    );

  return { form, formRef, formError, submit, showError };
}

/** `message` as each field's error, read as its description but shown once, under the form. */
function marked(fields: readonly string[], message: string): FormErrors {
  return Object.fromEntries(
    fields.map((field) => [field, <VisuallyHidden key={field}>{message}</VisuallyHidden>]),
  );
}

/** The form-level message under a form, announced when it appears. */
export function FormError({ message, mt }: { message: ReactNode; mt?: string }) {
  if (!message) return null;
  return (
    <Text c="red.9" mt={mt} role="alert" data-form-error data-testid="form-error">
      {message}
    </Text>
  );
}

/**
 * A contract form's frame: the `<form>`, its fields (`children`), the form-level message, and the
 * submit button, busy while the submission runs.
 */
export function ContractFormFrame<V extends Values, Output>({
  contract,
  onSubmit,
  submitLabel,
  children,
}: {
  contract: ContractForm<V, Output>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={contract.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <FormError message={contract.formError} />
        <Group>
          <Button type="submit" loading={contract.form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
