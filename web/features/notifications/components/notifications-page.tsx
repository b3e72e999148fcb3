import { Badge, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { Notification } from "../../../../contract/notifications.ts";
import { EmptyStateLink } from "../../../components/empty-state.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { RequireSignIn, safeNextPath } from "../../../components/require-sign-in.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useUnreadCount,
} from "../api/notifications.ts";
import { notificationsCatalogs } from "../messages.ts";

/** One notification: its title links to where the person acts, and opening it marks it read. */
function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const t = useT(notificationsCatalogs);
  const to = safeNextPath(notification.link) ?? "/Dashboard";
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      bg={notification.read ? undefined : "indigo.0"}
      aria-labelledby={`notification-${notification.id}`}
      data-testid="notification"
      data-read={notification.read}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text
            component={Link}
            to={to}
            id={`notification-${notification.id}`}
            fw={notification.read ? 500 : 700}
            td="underline"
            c="indigo.9"
            onClick={() => onOpen(notification)}
          >
            {notification.title}
          </Text>
          <Text size="sm">{notification.body}</Text>
          <Text size="xs" c="dark.6">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          </Text>
        </Stack>
        {!notification.read && (
          <Badge color="indigo.8" variant="filled">
            {t("notifications.item.unread")}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

function Inbox() {
  const t = useT(notificationsCatalogs);
  const tc = useT(componentCatalogs);
  const list = useNotificationList();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unreadCount = unread.data?.unread;
  const failed = (error: unknown) => toast("red", messageOf(error));

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id, { onError: failed });
  };

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t("notifications.inbox.title")}</Title>
        <Group gap="xs">
          <Button variant="subtle" component={Link} to="/NotificationSettings">
            {t("notifications.inbox.settings")}
          </Button>
          <Button
            variant="light"
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError: failed })}
          >
            {t("notifications.inbox.markAll")}
          </Button>
        </Group>
      </Group>
      <Text role="status" mb="lg">
        {unreadCount === undefined
          ? ""
          : t("notifications.inbox.unreadCount", { count: unreadCount })}
      </Text>
      <PagedList
        query={list}
        what={t("notifications.inbox.what")}
        empty={t("notifications.inbox.empty")}
        emptyAction={<EmptyStateLink to="/Dashboard">{tc("empty.toDashboard")}</EmptyStateLink>}
        renderItem={(notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} />
        )}
      />
    </Container>
  );
}

/** /Notifications: the person's inbox, newest first, a page at a time; mark one or all read. */
export function NotificationsPage() {
  return <RequireSignIn>{() => <Inbox />}</RequireSignIn>;
}
