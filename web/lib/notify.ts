import { notifications } from "@mantine/notifications";

/** A 3-second toast (the spec's duration), closable, its colour saying success or failure. */
export function notify(color: "green" | "red", message: string) {
  notifications.show({ color, message });
}
