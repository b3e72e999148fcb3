/**
 * Moves keyboard focus once the element `find` looks for is on the page (it may arrive with the
 * next render or after data loads). Returns a function that stops waiting.
 */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined,
  {
    timeoutMs = 3000,
    onFocus,
  }: { timeoutMs?: number; onFocus?: (element: HTMLElement) => void } = {},
): () => void {
  const deadline = Date.now() + timeoutMs;
  let frame = 0;
  const attempt = () => {
    const element = find();
    if (element) {
      if (!element.matches("a, button, input, select, textarea, [tabindex]")) {
        element.setAttribute("tabindex", "-1");
      }
      element.focus();
      onFocus?.(element);
      return;
    }
    if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/** After an error renders on `field`: focuses it (its message is read as its description). */
export function focusInvalidField(field: HTMLElement | null | undefined) {
  return focusWhenReady(() => (field?.getAttribute("aria-invalid") === "true" ? field : null));
}

/**
 * After a form's errors render: focuses its first invalid field (a field with `aria-invalid`, or
 * the first control of a group showing an error), else `fallback`.
 */
export function focusFirstInvalid(form: HTMLElement | null, fallback?: () => HTMLElement | null) {
  return focusWhenReady(() => {
    const marked = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], .mantine-InputWrapper-error',
    );
    if (marked?.getAttribute("aria-invalid") === "true") return marked;
    const inGroup = marked?.closest(".mantine-InputWrapper-root")?.querySelector("input");
    return inGroup ?? fallback?.() ?? null;
  });
}
