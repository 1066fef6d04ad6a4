import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { Notification } from '@shared/contract/notifications';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { useNotificationStream } from '../api/notification-stream';

/** Where a notification leads: a mention to its thread in the comments panel, a decision to the document. */
const linkOf = (notification: Notification) =>
  notification.kind === 'mention' ? `/editor/${notification.documentId}?thread=${notification.threadId}` : `/editor/${notification.documentId}`;

/** "Ann mentioned you on Draft", "Acme approved Draft", "Acme requested changes on Draft". */
function NotificationLine({ notification }: { notification: Notification }) {
  const actor = <span className="font-medium">{notification.actorName}</span>;
  const title = <span className="font-medium">{notification.documentTitle.trim() || 'Untitled'}</span>;
  if (notification.kind === 'mention') {
    return (
      <>
        {actor} mentioned you on {title}
      </>
    );
  }
  return notification.decision === 'approved' ? (
    <>
      {actor} approved {title}
    </>
  ) : (
    <>
      {actor} requested changes on {title}
    </>
  );
}

/**
 * The bell in the product header (issue 19): the unread count, and the latest notifications, each
 * leading to its document (a mention with the thread open in the comments panel), kept current by
 * the notification stream.
 */
export function NotificationBell() {
  const live = useNotificationStream();
  const notifications = useNotifications(live);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const page = notifications.data;
  const unread = page?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell aria-hidden />
          {unread > 0 ? (
            <span aria-hidden className="absolute top-1 right-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            <Button type="button" variant="ghost" size="sm" className="h-7 text-xs" disabled={markRead.isPending} onClick={() => markRead.mutate('all')}>
              Mark all read
            </Button>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {notifications.isPending ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>
        ) : notifications.isError ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Notifications could not load. They are tried again shortly.</p>
        ) : page && page.notifications.length > 0 ? (
          <div className="max-h-96 overflow-y-auto">
            {page.notifications.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                className={cn('grid gap-0.5 py-2', !notification.read && 'bg-primary/5')}
                onSelect={() => {
                  if (!notification.read) markRead.mutate([notification.id]);
                  void navigate(linkOf(notification));
                }}
              >
                <span className="text-sm">
                  {!notification.read ? <span className="sr-only">Unread: </span> : null}
                  <NotificationLine notification={notification} />
                </span>
                {notification.kind === 'mention' ? <span className="line-clamp-2 text-xs text-muted-foreground">{notification.excerpt}</span> : null}
                <time className="text-xs text-muted-foreground" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
                  {formatTimeAgo(notification.createdAt, new Date())}
                </time>
              </DropdownMenuItem>
            ))}
          </div>
        ) : (
          <p className="px-2 py-3 text-sm text-muted-foreground">Nothing new. When someone mentions you in a comment, or a client answers a review link, it shows here.</p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
