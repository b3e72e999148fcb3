import { type FormEvent, type ReactNode, useState } from "react";
import { messageOf } from "../../../lib/api-client.ts";
import { focusFirstInvalid } from "../../../lib/focus.ts";
import { fieldErrorOf } from "./auth-card.tsx";

/**
 * A sign-in style form: `submit` gets the form's data; while it runs the button shows busy, and
 * a failure's message shows in red under the form (announced), its fields are marked invalid
 * and described by it, and focus returns to the first of them. On success the page navigates
 * away, so the form stays busy.
 */
export function useAuthForm(submit: (form: FormData) => Promise<void>, initialError?: string) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError(undefined);
    try {
      await submit(form);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
      focusFirstInvalid(formElement);
    }
  };
  /** Spread on each field the server's answer is about. */
  const fieldError: ReactNode = fieldErrorOf(error);
  return { error, setError, busy, onSubmit, fieldError };
}
