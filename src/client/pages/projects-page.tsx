import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, FolderKanban, Plus } from 'lucide-react';
import type { Project } from '@shared/contract/clients';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { useClients } from '@/features/clients/api/list-clients';
import { useProjects } from '@/features/projects/api/list-projects';
import { useClientIdParam } from '@/lib/use-client-id-param';
import { ClientFilter } from '@/features/projects/components/client-filter';
import { DeleteProjectDialog } from '@/features/projects/components/delete-project-dialog';
import { ProjectCard } from '@/features/projects/components/project-card';
import { ProjectCardSkeleton } from '@/features/projects/components/project-card-skeleton';
import { ProjectFormDialog, type ProjectFormTarget } from '@/features/projects/components/project-form-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCan } from '@/lib/workspace-access';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETON_COUNT = 6;

function NewProjectButton({ onClick, size }: { onClick: () => void; size?: 'lg' }) {
  return (
    <Button type="button" size={size} onClick={onClick}>
      <Plus aria-hidden />
      New Project
    </Button>
  );
}

export function ProjectsPage() {
  useDocumentTitle('Projects');
  const clients = useClients();
  const clientList = clients.data ?? [];
  const clientNames = new Map(clientList.map((client) => [client.id, client.name]));
  // A client that does not exist (deleted, or another workspace's) falls back to all clients.
  const [clientId, setClientId] = useClientIdParam(clients.data?.map((client) => client.id));
  const projects = useProjects(clientId);
  const [formTarget, setFormTarget] = useState<ProjectFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);

  const newProject = () => setFormTarget({ project: null, clientId: clientId ?? undefined });
  // Issue 18: projects are set up by owners and admins; members see them without the buttons.
  const canManage = useCan('manageProjects');
  const filteredName = clientId === null ? undefined : clientNames.get(clientId);

  let body;
  // A filter with nothing to show yet stays on skeletons rather than flash another client's emptiness.
  if (projects.isPending || clients.isPending || (projects.isPlaceholderData && projects.data.length === 0)) {
    body = (
      <div className={gridClass} role="status" aria-label="Loading projects">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if ((projects.isError && !projects.data) || clients.isError) {
    body = (
      <ErrorState
        title="Your projects could not be loaded."
        description="Check your connection and try again."
        onRetry={() => {
          if (projects.isError) void projects.refetch();
          if (clients.isError) void clients.refetch();
        }}
        retrying={projects.isFetching || clients.isFetching}
      />
    );
  } else if (projects.data.length === 0 && clientId === null) {
    body = (
      <EmptyState
        icon={FolderKanban}
        title="No projects yet"
        description={
          !canManage
            ? 'Projects appear here once an owner or admin creates them.'
            : clientList.length === 0
              ? 'Projects belong to a client. Add your first client, then create its projects here.'
              : 'Create a project to keep a client’s brief, keywords and deadline together.'
        }
        action={
          !canManage ? undefined : clientList.length === 0 ? (
            <Button asChild size="lg">
              <Link to="/clients">
                <Building2 aria-hidden />
                Go to Clients
              </Link>
            </Button>
          ) : (
            <NewProjectButton size="lg" onClick={newProject} />
          )
        }
      />
    );
  } else if (projects.data.length === 0) {
    body = (
      <EmptyState
        icon={FolderKanban}
        title={`No projects for ${filteredName ?? 'this client'}`}
        description="Create one for this client, or show the projects of every client."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {canManage ? <NewProjectButton onClick={newProject} /> : null}
            <Button type="button" variant="outline" onClick={() => setClientId(null)}>
              Show all clients
            </Button>
          </div>
        }
      />
    );
  } else {
    body = (
      <ul className={gridClass} aria-busy={projects.isPlaceholderData}>
        {projects.data.map((project) => (
          <li key={project.id} className="grid">
            <ProjectCard
              project={project}
              clientName={clientNames.get(project.clientId)}
              onEdit={(chosen) => setFormTarget({ project: chosen })}
              onDelete={setToDelete}
              canManage={canManage}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Projects</h1>
          <p className="mt-1 text-muted-foreground">Briefs, keywords and deadlines for each client.</p>
        </div>
        {canManage ? <NewProjectButton onClick={newProject} /> : null}
      </header>
      {clientList.length > 0 ? (
        <ClientFilter clients={clientList} value={clientId} onValueChange={setClientId} />
      ) : null}
      {body}
      <ProjectFormDialog target={formTarget} clients={clientList} onClose={() => setFormTarget(null)} />
      <DeleteProjectDialog project={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

/**
 * React.lazy takes the default export as is; mapping a named one costs the landing entry a few
 * bytes per screen, and its budget (ADR 0005) has none to spare.
 */
export default ProjectsPage;
