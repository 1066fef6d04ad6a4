import { memo, useId, type ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { Client, Project } from '@shared/contract/clients';
import { ClientSelect } from '@/components/client-select';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select items cannot carry an empty value; this one stands for "no project". */
const NO_PROJECT = 'none';

type Links = { projectId: number | null; clientId: number | null };

type DocumentSettingsProps = Links & {
  clients: readonly Pick<Client, 'id' | 'name'>[] | undefined;
  projects: readonly Pick<Project, 'id' | 'name' | 'clientId'>[] | undefined;
  onChange: (links: Links) => void;
  /** More settings below the links (the note on the document's personality). */
  children?: ReactNode;
};

/**
 * Who the document is for: a client, and one of its projects (a project implies its client, so
 * choosing one sets both). The project's keywords then score the text (saved with the document).
 */
export const DocumentSettings = memo(function DocumentSettings({ projectId, clientId, clients, projects, onChange, children }: DocumentSettingsProps) {
  const id = useId();
  const clientProjects = (projects ?? []).filter((project) => clientId === null || project.clientId === clientId);
  const noClients = clients !== undefined && clients.length === 0;

  const chooseClient = (next: number | null) => {
    const project = projects?.find((candidate) => candidate.id === projectId);
    onChange({ clientId: next, projectId: project && project.clientId === next ? projectId : null });
  };

  const chooseProject = (value: string) => {
    if (value === NO_PROJECT) return onChange({ clientId, projectId: null });
    const project = projects?.find((candidate) => candidate.id === Number(value));
    if (project) onChange({ projectId: project.id, clientId: project.clientId });
  };

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <Settings2 className="size-4" aria-hidden /> Document settings
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {noClients ? (
          <p className="text-sm text-muted-foreground">Add a client on the Clients screen to write this document for one.</p>
        ) : (
          <>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-client`} className="text-sm font-medium">
                Client
              </label>
              <ClientSelect
                clients={clients ?? []}
                value={clientId}
                onValueChange={chooseClient}
                allLabel="No client"
                disabled={clients === undefined}
                trigger={{ id: `${id}-client`, className: 'w-full' }}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-project`} className="text-sm font-medium">
                Project
              </label>
              <Select value={projectId === null ? NO_PROJECT : String(projectId)} onValueChange={chooseProject} disabled={projects === undefined}>
                <SelectTrigger id={`${id}-project`} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_PROJECT}>No project</SelectItem>
                  {clientProjects.map((project) => (
                    <SelectItem key={project.id} value={String(project.id)}>
                      {project.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p className="text-xs text-muted-foreground">The project’s keywords are used for the SEO score when the document saves.</p>
            </div>
          </>
        )}
        {children}
      </CardContent>
    </Card>
  );
});
