import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { projectBody, splitCommaList, type Project } from '@shared/contract/clients';

/**
 * The project dialog's form: the API's body, except that keywords are typed as one
 * comma-separated line (spec §5: trimmed, empties dropped) and split before the body's own checks.
 */
export const projectFormSchema = projectBody.extend({
  // The list's own schema accepts a missing list too (it defaults to []); here it always gets one.
  keywords: z.string().transform(splitCommaList).pipe(projectBody.shape.keywords as z.ZodType<string[], string[]>),
});

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/**
 * A new project starts in planning (spec §4), for `clientId` when one is already chosen; with no
 * client yet the field starts empty and the form asks for one.
 */
export function projectFormDefaults(project: Project | null, clientId: number | undefined): DefaultValues<ProjectFormValues> {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    clientId: project?.clientId ?? clientId,
    projectType: project?.projectType ?? null,
    status: project?.status ?? 'planning',
    briefContent: project?.briefContent ?? '',
    targetAudience: project?.targetAudience ?? '',
    tone: project?.tone ?? '',
    keywords: project?.keywords.join(', ') ?? '',
    dueDate: project?.dueDate ?? '',
  };
}
