import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * Runs a console action: `done` (if any) as a toast once it succeeds, the server's message if it
 * is refused. Awaited, not a `mutate` callback: the row that started it may remount meanwhile.
 */
export async function act(run: () => Promise<unknown>, done?: string): Promise<boolean> {
  try {
    await run();
    if (done) toast("green", done);
    return true;
  } catch (error) {
    toast("red", messageOf(error));
    return false;
  }
}
