import type { Project, ProjectStatus, ProjectType } from '@shared/contract/clients';

export const projectStatusLabels: Record<ProjectStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  review: 'Review',
  completed: 'Completed',
  'on-hold': 'On Hold',
};

export const projectTypeLabels: Record<ProjectType, string> = {
  blog: 'Blog',
  social: 'Social',
  email: 'Email',
  proposal: 'Proposal',
  website: 'Website',
};

/** Today in the reader's own calendar, as the API writes due dates (YYYY-MM-DD). */
export function todayIsoDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Past its due date (the day itself still counts as on time) and not completed. */
export function isOverdue(project: Pick<Project, 'dueDate' | 'status'>, today = todayIsoDay()): boolean {
  return project.dueDate !== null && project.status !== 'completed' && project.dueDate < today;
}
