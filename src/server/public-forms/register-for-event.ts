import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventRegistrationBody } from '../../shared/contract/public-forms.js';
import { findCommunityEvent, type CommunityEvent } from '../../shared/public-catalog/community-events.js';
import type { Database } from '../db/database.js';
import { eventRegistrations } from '../db/schema.js';
import { HttpError } from '../http-error.js';

export type EventRegistrationInput = z.output<typeof eventRegistrationBody>;

/**
 * Registers an address for a community event, within the event's seats. Registering the same
 * address again is a no-op that still succeeds: a visitor who clicks twice, or comes back to
 * check, is told they are registered rather than refused.
 */
export async function registerForEvent(
  db: Database,
  input: EventRegistrationInput,
  userId: number | null,
): Promise<CommunityEvent> {
  // The body's schema already refused ids that are not on the calendar.
  const event = findCommunityEvent(input.eventId);
  if (!event) throw new HttpError(400, { error: 'That event is not on the community calendar.' });

  await db.transaction(async (tx) => {
    // Serialises registrations for one event, so two visitors cannot both take the last seat.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`event-registration:${event.id}`}))`);
    const [existing] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, input.email)));
    if (existing) return;
    const [taken] = await tx.select({ seats: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    if ((taken?.seats ?? 0) >= event.spots) {
      throw new HttpError(409, { error: `“${event.title}” is fully booked. Watch the community page for the next session.` });
    }
    await tx.insert(eventRegistrations).values({ eventId: event.id, name: input.name, email: input.email, userId });
  });
  return event;
}
