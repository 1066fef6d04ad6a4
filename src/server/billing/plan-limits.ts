import { and, count, eq, gte } from 'drizzle-orm';
import type { PlanLimitResponse } from '../../shared/contract/subscriptions.js';
import type { SubscriptionTier } from '../../shared/contract/auth.js';
import type { Executor, Transaction } from '../db/database.js';
import { documents, users, workspaceMembers, workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { storedBytes } from './stored-bytes.js';
import { limitsOf, planOf } from './plans.js';

const GB = 1024 ** 3;

export function planLimitError(body: Omit<PlanLimitResponse, 'upgradeUrl'>): HttpError {
  const answer: PlanLimitResponse = { ...body, upgradeUrl: '/subscription' };
  return new HttpError(402, answer);
}

/**
 * A workspace's usage counts against its owner's plan (ADR 0009): members added later share
 * the owner's allowance rather than bringing their own.
 */
export async function ownerPlanOf(db: Executor, workspaceId: number) {
  const [owner] = await db
    .select({ subscriptionTier: users.subscriptionTier, isMasterAccount: users.isMasterAccount })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(workspaceMembers.createdAt)
    .limit(1);
  if (!owner) return null;
  return { plan: planOf(owner.isMasterAccount ? 'enterprise' : owner.subscriptionTier), limits: limitsOf(owner) };
}

/** Holds the workspace row until the transaction ends: usage checks of one workspace take turns. */
export async function lockWorkspace(tx: Transaction, workspaceId: number): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
}

/** The first instant of this calendar month in UTC. */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Refuses a new document (created or imported) once this month's allowance is used. Called
 * inside the insert's transaction; the workspace row lock makes concurrent creations take turns,
 * so two cannot both take the last document of the month.
 */
export async function enforceDocumentLimit(tx: Transaction, workspaceId: number): Promise<void> {
  const owner = await ownerPlanOf(tx, workspaceId);
  if (!owner?.limits) return;
  await lockWorkspace(tx, workspaceId);
  const [row] = await tx
    .select({ created: count() })
    .from(documents)
    .where(and(eq(documents.workspaceId, workspaceId), gte(documents.createdAt, startOfMonth())));
  const allowed = owner.limits.documentsPerMonth;
  if ((row?.created ?? 0) >= allowed) {
    throw planLimitError({
      error: `Your ${owner.plan.name} plan allows ${allowed.toLocaleString('en-US')} new documents a month, and this month's are used. Upgrade your plan on the subscription page to create more.`,
      limit: 'documentsPerMonth',
    });
  }
}

/**
 * The refusal of an AI request once this month's "AI suggestions" of the owner's plan are used
 * (issue 15). Whether they are is decided where they are counted, under the workspace row lock,
 * so concurrent requests cannot both take the last one (ai/usage/ai-requests.ts).
 */
export function aiSuggestionsUsedError(ownerTier: SubscriptionTier): HttpError {
  const plan = planOf(ownerTier);
  return planLimitError({
    error: `Your ${plan.name} plan includes ${plan.limits.aiSuggestionsPerMonth.toLocaleString('en-US')} AI suggestions a month, and this month's are used. Upgrade your plan on the subscription page to keep writing with AI.`,
    limit: 'aiSuggestionsPerMonth',
  });
}

export interface StorageAllowance {
  /** Bytes the workspace may still store; Infinity for a plan without a storage limit. */
  left: number;
  refusal: () => HttpError;
}

/**
 * What an upload may still store, read before its first byte so that the stream can stop as
 * soon as the batch passes it. Concurrent uploads may each see the same room: the final say is
 * enforceStorageLimit's, in the saving transaction.
 */
export async function storageAllowance(db: Executor, workspaceId: number): Promise<StorageAllowance> {
  const owner = await ownerPlanOf(db, workspaceId);
  if (!owner?.limits) return { left: Infinity, refusal: () => new HttpError(402, { error: 'No storage left' }) };
  const { limits, plan } = owner;
  const used = await storedBytes(db, workspaceId);
  return {
    left: limits.storageGB * GB - used,
    refusal: () =>
      planLimitError({
        error: `These files would take you past the ${limits.storageGB} GB of storage in your ${plan.name} plan (${formatGB(used)} used). Delete files or upgrade your plan on the subscription page.`,
        limit: 'storageGB',
      }),
  };
}

/**
 * Refuses uploads that would take the workspace's stored files past the plan's storage. Called
 * inside the upload's transaction; the workspace row lock makes concurrent uploads take turns,
 * so two cannot both fit in the same remaining space.
 */
export async function enforceStorageLimit(tx: Transaction, workspaceId: number, incomingBytes: number): Promise<void> {
  await lockWorkspace(tx, workspaceId);
  const allowance = await storageAllowance(tx, workspaceId);
  if (incomingBytes > allowance.left) throw allowance.refusal();
}

function formatGB(bytes: number): string {
  return `${(bytes / GB).toLocaleString('en-US', { maximumFractionDigits: 2 })} GB`;
}

