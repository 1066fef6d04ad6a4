import type { z } from 'zod';
import type { jobApplicationBody } from '../../shared/contract/public-forms.js';
import { findJobPosition, type JobPosition } from '../../shared/public-catalog/job-positions.js';
import type { Database } from '../db/database.js';
import { jobApplications } from '../db/schema.js';

export type JobApplicationInput = z.output<typeof jobApplicationBody>;

export interface RecordedApplication {
  name: string;
  email: string;
  /** null for a general application. */
  position: JobPosition | null;
}

/** Keeps an application for the hiring team (ADR 0014); the body's schema checked the position. */
export async function recordJobApplication(
  db: Database,
  input: JobApplicationInput,
  userId: number | null,
): Promise<RecordedApplication> {
  await db.insert(jobApplications).values({ ...input, userId });
  return {
    name: input.name,
    email: input.email,
    position: input.positionId === null ? null : (findJobPosition(input.positionId) ?? null),
  };
}
