import type { Client, Project } from '@shared/contract/clients';
import { gradeForAudience } from '@shared/writing-feedback/audience-grade';

/** The grade a document should not go over, and where that comes from, for the panel to say. */
export type ReadingTarget = { grade: number; source: string };

/**
 * The client's own target reading grade (its style guide) comes first; else one inferred from the
 * project's target audience, else the client's; none when no description has a cue.
 */
export function readingTargetFor(client: Client | undefined, project: Project | undefined): ReadingTarget | null {
  if (client?.styleGuide.readingGrade != null) return { grade: client.styleGuide.readingGrade, source: `set in ${client.name}’s style guide` };
  for (const audience of [project?.targetAudience, client?.targetAudience]) {
    const inferred = gradeForAudience(audience);
    if (inferred) return { grade: inferred.grade, source: `inferred from the audience “${inferred.cue}”` };
  }
  return null;
}
