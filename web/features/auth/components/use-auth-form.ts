import { type FormEvent, useState } from "react";
import { messageOf } from "../../../lib/api-client.ts";

/**
 * A sign-in style form: `submit` gets the form's data; while it runs the button shows busy, and
 * a failure's message shows in red under the form. On success the page navigates away, so the
 * form stays busy.
 */
export function useAuthForm(submit: (form: FormData) => Promise<void>, initialError?: string) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await submit(form);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };
  return { error, setError, busy, onSubmit };
}
