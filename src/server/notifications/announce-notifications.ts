import type { LiveEvents } from '../collab/live-events.js';

/**
 * Tells these people's open screens, on every instance, that their notifications changed (ADR 0046):
 * their notification streams send an event and the bell refetches. Call it after the rows are
 * committed; telling someone whose list did not change costs one refetch, nothing else.
 */
export async function announceNotifications(live: LiveEvents, about: { workspaceId: number; userIds: number[] }): Promise<void> {
  const userIds = [...new Set(about.userIds)];
  if (userIds.length === 0) return;
  await live.publish({ kind: 'notifications-changed', workspaceId: about.workspaceId, userIds });
}
