import { and, eq } from 'drizzle-orm';
import { describeVoice } from '../../../shared/writing-analysis/describe-voice.js';
import type { Executor } from '../../db/database.js';
import { clients, projects } from '../../db/schema.js';
import { findPersonality } from '../../personalities/find-personality.js';
import { HttpError } from '../../http-error.js';
import type { WritingContext } from '../prompts/writing-context.js';

interface ContextIds {
  personalityId?: number | null | undefined;
  clientId?: number | null | undefined;
  projectId?: number | null | undefined;
  title?: string | undefined;
}

/**
 * The voice, brand and project an AI request is written for, read for the asking workspace only:
 * an id of another workspace's client or project is refused like one that does not exist, and
 * nothing of it reaches the prompt. A project brings its own client.
 */
export async function loadWritingContext(db: Executor, workspaceId: number, ids: ContextIds): Promise<WritingContext> {
  // The personality is global and independent: read alongside the brand.
  const [brand, personality] = await Promise.all([loadBrand(db, workspaceId, ids), loadPersonality(db, ids.personalityId, workspaceId)]);
  return { title: ids.title || null, personality, ...brand };
}

async function loadPersonality(db: Executor, personalityId: number | null | undefined, workspaceId: number): Promise<WritingContext['personality']> {
  if (!personalityId) return null;
  const personality = await findPersonality(db, personalityId, workspaceId);
  if (!personality) throw new HttpError(400, { error: `personalityId ${personalityId} is not a personality`, field: 'personalityId' });
  return { name: personality.name, voiceProfile: personality.voiceProfile, sample: personality.sampleText, custom: personality.workspaceId !== null };
}

async function loadBrand(db: Executor, workspaceId: number, ids: ContextIds): Promise<Pick<WritingContext, 'brand' | 'project'>> {
  const project = ids.projectId
    ? (await db.select().from(projects).where(and(eq(projects.id, ids.projectId), eq(projects.workspaceId, workspaceId))).limit(1))[0]
    : undefined;
  if (ids.projectId && !project) throw new HttpError(400, { error: `projectId ${ids.projectId} is not one of your projects`, field: 'projectId' });

  // Both ids are checked, even when the project's client is the one used.
  const named = ids.clientId
    ? (await db.select().from(clients).where(and(eq(clients.id, ids.clientId), eq(clients.workspaceId, workspaceId))).limit(1))[0]
    : undefined;
  if (ids.clientId && !named) throw new HttpError(400, { error: `clientId ${ids.clientId} is not one of your clients`, field: 'clientId' });
  const client =
    project && project.clientId !== named?.id
      ? (await db.select().from(clients).where(and(eq(clients.id, project.clientId), eq(clients.workspaceId, workspaceId))).limit(1))[0]
      : named;

  return {
    brand: client
      ? {
          name: client.name,
          industry: client.industry,
          description: client.description,
          targetAudience: client.targetAudience,
          guidelines: client.brandGuidelines,
          keyMessages: client.keyMessages,
          bannedTerms: client.bannedTerms,
          preferredTerms: client.preferredTerms,
          voice: client.brandVoice
            ? {
                measured: describeVoice(client.brandVoice.traits),
                distinctiveTerms: client.brandVoice.distinctiveTerms,
                avoidedTerms: client.brandVoice.avoidedTerms ?? [],
                styleGuide: client.voiceStyleGuide,
              }
            : null,
        }
      : null,
    project: project
      ? { name: project.name, brief: project.briefContent, targetAudience: project.targetAudience, tone: project.tone, keywords: project.keywords }
      : null,
  };
}
