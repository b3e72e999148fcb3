/**
 * Waits (polling every 50 ms, no timed assertion) until `probe` gives a value, for what a job
 * queue's worker does in the background; gives up after `withinMs`.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  withinMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
