import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon, Badge } from "@mantine/core";
import { NavLink } from "react-router";
import { formatNumber, type Translate, useT } from "../../../i18n/index.ts";
import { useNotificationEvents } from "../api/notification-events.ts";
import { useUnreadCount } from "../api/notifications.ts";
import { notificationsCatalogs } from "../messages.ts";

export const INBOX_PATH = "/Notifications";

/** "Notifications, 3 unread": the bell's name says its count. */
export function bellLabel(t: Translate, unread: number | undefined): string {
  return t("notifications.bell.label", { count: unread ?? 0 });
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell in the navigation: the unread count, kept live over the event stream; it opens the
 * inbox. Rendered for signed-in people only.
 */
export default function NotificationBell() {
  const t = useT(notificationsCatalogs);
  useNotificationEvents();
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  return (
    <ActionIcon
      component={NavLink}
      to={INBOX_PATH}
      variant="subtle"
      size="xl"
      aria-label={bellLabel(t, unread)}
      pos="relative"
      data-testid="notification-bell"
    >
      <BellIcon />
      {unread > 0 && (
        <Badge
          size="xs"
          color="red.8"
          circle={unread < 10}
          aria-hidden
          pos="absolute"
          top={4}
          style={{ insetInlineEnd: 2 }}
          data-testid="notification-count"
        >
          {unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
        </Badge>
      )}
    </ActionIcon>
  );
}
