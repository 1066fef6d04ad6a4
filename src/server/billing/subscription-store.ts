import { and, eq } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '../../shared/contract/subscriptions.js';
import type { Database, Executor, Transaction } from '../db/database.js';
import { billingWebhookEvents, subscriptions, users } from '../db/schema.js';
import type { Activation, BillingEvent, SubscriptionChange, SubscriptionEnd, SubscriptionUpdate } from './providers/payment-provider.js';
import { oneMonthAfter } from './providers/test-mode-provider.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A provider subscription that a newer one replaced, to be ended at the provider. */
export interface ReplacedSubscription {
  provider: ProviderName;
  providerSubscriptionId: string;
}

export async function findSubscriptionRow(db: Executor, userId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Time-driven transitions no webhook may announce: a canceled plan whose period is over goes back
 * to free; a test-mode trial or period that ran out renews (test mode charges nothing). Real
 * providers also report these by webhook; applying them at read time keeps the page truthful.
 */
export async function settleSubscription(db: Database, row: SubscriptionRow | null, now = new Date()) {
  if (!row || row.tier === 'free') return row;
  const periodOver = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  if (row.cancelAtPeriodEnd && periodOver) {
    return db.transaction(async (tx) => endSubscription(tx, row));
  }
  if (row.provider === 'test' && periodOver && !row.cancelAtPeriodEnd && row.currentPeriodEnd) {
    let periodEnd = row.currentPeriodEnd;
    while (periodEnd <= now) periodEnd = oneMonthAfter(periodEnd);
    const [updated] = await db
      .update(subscriptions)
      .set({ status: row.status === 'trialing' ? 'active' : row.status, currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(subscriptions.userId, row.userId))
      .returning();
    return updated ?? row;
  }
  return row;
}

async function endSubscription(tx: Transaction, row: SubscriptionRow): Promise<SubscriptionRow> {
  const [ended] = await tx
    .update(subscriptions)
    .set({ tier: 'free', status: 'canceled', cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(subscriptions.userId, row.userId))
    .returning();
  await tx.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, row.userId));
  return ended ?? row;
}

/**
 * Records a provider's confirmation: the plan, its status and period, and the user's tier, in one
 * transaction. Returns the provider subscription this one replaced, if any, so it can be ended.
 */
export async function applyActivation(
  tx: Transaction,
  provider: ProviderName,
  activation: Activation,
): Promise<ReplacedSubscription | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, activation.userId)).for('update').limit(1);
  // A deleted account, or the master account (which is never billed): nothing to record.
  if (!user || user.isMasterAccount) return null;
  const existing = await findSubscriptionRow(tx, user.id, { lock: true });
  const replaced =
    existing?.provider &&
    existing.providerSubscriptionId &&
    existing.tier !== 'free' &&
    !(existing.provider === provider && existing.providerSubscriptionId === activation.providerSubscriptionId)
      ? { provider: existing.provider, providerSubscriptionId: existing.providerSubscriptionId }
      : null;
  const values = {
    tier: activation.tier,
    status: activation.status,
    provider,
    providerCustomerId: activation.providerCustomerId,
    providerSubscriptionId: activation.providerSubscriptionId,
    // An earlier trial's end stays recorded: it is what stops a second trial.
    trialEndsAt: activation.trialEndsAt ?? existing?.trialEndsAt ?? null,
    currentPeriodEnd: activation.currentPeriodEnd,
    cancelAtPeriodEnd: false,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  // A plan the customer now pays for replaces a comped one (a checkout begun before the comp).
  await tx.update(users).set({ subscriptionTier: activation.tier, planCompedAt: null }).where(eq(users.id, user.id));
  return replaced;
}

async function rowOfProviderSubscription(tx: Transaction, provider: ProviderName, providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function applyUpdate(tx: Transaction, provider: ProviderName, update: SubscriptionUpdate): Promise<void> {
  const row = await rowOfProviderSubscription(tx, provider, update.providerSubscriptionId);
  // Unknown (not activated yet, or replaced since) or already ended: nothing of ours to change.
  if (!row || row.tier === 'free') return;
  await tx
    .update(subscriptions)
    .set({
      ...(update.tier ? { tier: update.tier } : {}),
      ...(update.status ? { status: update.status } : {}),
      ...(update.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: update.cancelAtPeriodEnd }),
      ...(update.trialEndsAt ? { trialEndsAt: update.trialEndsAt } : {}),
      ...(update.currentPeriodEnd ? { currentPeriodEnd: update.currentPeriodEnd } : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, row.userId));
  if (update.tier && update.tier !== row.tier) {
    await tx.update(users).set({ subscriptionTier: update.tier }).where(eq(users.id, row.userId));
  }
}

async function applyEnd(tx: Transaction, provider: ProviderName, end: SubscriptionEnd): Promise<void> {
  const row = await rowOfProviderSubscription(tx, provider, end.providerSubscriptionId);
  if (row && row.tier !== 'free') await endSubscription(tx, row);
}

export async function applyChange(tx: Transaction, provider: ProviderName, change: SubscriptionChange) {
  if (change.kind === 'activated') return applyActivation(tx, provider, change);
  if (change.kind === 'updated') await applyUpdate(tx, provider, change);
  else await applyEnd(tx, provider, change);
  return null;
}

/**
 * Applies a verified webhook event once: its id is stored in the same transaction as its effect,
 * so a replay (or a provider's retry) finds it and changes nothing.
 */
export async function applyBillingEvent(
  db: Database,
  provider: 'stripe' | 'paypal',
  event: BillingEvent,
): Promise<{ replayed: boolean; replaced: ReplacedSubscription | null }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingWebhookEvents)
      .values({ provider, eventId: event.eventId, eventType: event.type })
      .onConflictDoNothing()
      .returning({ eventId: billingWebhookEvents.eventId });
    if (inserted.length === 0) return { replayed: true, replaced: null };
    const replaced = event.change ? await applyChange(tx, provider, event.change) : null;
    return { replayed: false, replaced };
  });
}

export async function setCancelAtPeriodEnd(db: Database, userId: number, cancel: boolean): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  if (!row) throw new Error(`no subscription for user ${userId}`);
  return row;
}
