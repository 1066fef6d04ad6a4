import type { ProjectStatus } from '@shared/contract/clients';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { projectStatusLabels } from '../project-labels';

/** A colour per status, each with a dot, so the label is never carried by colour alone. */
const statusStyles: Record<ProjectStatus, { badge: string; dot: string }> = {
  planning: { badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-500' },
  'in-progress': { badge: 'bg-blue-100 text-blue-800', dot: 'bg-blue-600' },
  review: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  completed: { badge: 'bg-emerald-100 text-emerald-800', dot: 'bg-emerald-600' },
  'on-hold': { badge: 'bg-rose-100 text-rose-800', dot: 'bg-rose-600' },
};

export function ProjectStatusDot({ status, className }: { status: ProjectStatus; className?: string }) {
  return <span className={cn('size-1.5 shrink-0 rounded-full', statusStyles[status].dot, className)} aria-hidden />;
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', statusStyles[status].badge)} data-status={status}>
      <ProjectStatusDot status={status} />
      <span className="sr-only">Status: </span>
      {projectStatusLabels[status]}
    </Badge>
  );
}
