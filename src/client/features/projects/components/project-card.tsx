import { CalendarDays, Tag } from 'lucide-react';
import type { Project } from '@shared/contract/clients';
import { Badge } from '@/components/ui/badge';
import { CardActions } from '@/components/card-actions';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';
import { isOverdue, projectTypeLabels } from '../project-labels';
import { ProjectStatusBadge } from './project-status-badge';

/** Spec §2: a card shows the first three keywords, then "+N more". */
const KEYWORDS_SHOWN = 3;

type ProjectCardProps = {
  project: Project;
  /** undefined while the clients load, or for a client this list does not know. */
  clientName: string | undefined;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** Whether the role may change projects (issue 18); without it the card has no Edit and Delete. */
  canManage: boolean;
};

export function ProjectCard({ project, clientName, onEdit, onDelete, canManage }: ProjectCardProps) {
  const shownKeywords = project.keywords.slice(0, KEYWORDS_SHOWN);
  const moreKeywords = project.keywords.length - shownKeywords.length;
  const overdue = isOverdue(project);

  return (
    <Card className="h-full gap-4 py-5">
      <div className="flex items-start justify-between gap-3 px-5">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-base leading-snug font-semibold break-words">{project.name}</h2>
          <p className="truncate text-sm text-muted-foreground">
            <span className="sr-only">Client: </span>
            {clientName ?? '—'}
          </p>
        </div>
        <ProjectStatusBadge status={project.status} />
      </div>
      {project.projectType || project.dueDate ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 text-sm text-muted-foreground">
          {project.projectType ? (
            <span className="inline-flex items-center gap-1.5">
              <Tag className="size-3.5" aria-hidden />
              <span className="sr-only">Type: </span>
              {projectTypeLabels[project.projectType]}
            </span>
          ) : null}
          {project.dueDate ? (
            <span className={cn('inline-flex items-center gap-1.5', overdue && 'font-medium text-destructive')}>
              <CalendarDays className="size-3.5" aria-hidden />
              <span>
                Due <time dateTime={project.dueDate}>{formatDay(project.dueDate)}</time>
              </span>
              {overdue ? (
                <Badge variant="outline" className="border-destructive/40 px-1.5 py-0 text-destructive">
                  Overdue
                </Badge>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
      {project.description ? (
        <p className="line-clamp-3 px-5 text-sm break-words text-muted-foreground">{project.description}</p>
      ) : null}
      {shownKeywords.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-1.5 px-5" aria-label="Keywords">
          {shownKeywords.map((keyword, index) => (
            <li key={index} className="flex max-w-full">
              <Badge variant="secondary" className="max-w-full">
                <span className="truncate">{keyword}</span>
              </Badge>
            </li>
          ))}
          {moreKeywords > 0 ? <li className="text-xs text-muted-foreground">+{moreKeywords} more</li> : null}
        </ul>
      ) : null}
      {canManage ? <CardActions name={project.name} onEdit={() => onEdit(project)} onDelete={() => onDelete(project)} /> : null}
    </Card>
  );
}
