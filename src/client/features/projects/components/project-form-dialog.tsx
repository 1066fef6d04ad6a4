import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import type { Client, Project, ProjectBody } from '@shared/contract/clients';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { EntityFormDialog, useRetainedTarget } from '@/components/entity-form-dialog';
import { lazyPart } from '@/components/lazy-part';
import { saveEntity } from '@/lib/save-entity';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';

/** The form's code loads when the dialog first opens, not with the screen (most visits never open it). */
const ProjectForm = lazyPart(() => import('./project-form-fields').then((module) => module.ProjectForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/** Which project the dialog edits (`project: null` creates one), and the client to start with. */
export type ProjectFormTarget = { project: Project | null; clientId?: number };

type ProjectFormDialogProps = {
  /** null keeps the dialog closed. */
  target: ProjectFormTarget | null;
  clients: readonly Client[];
  onClose: () => void;
};

/** New Project and Edit Project (spec §2): one dialog, Radix Dialog, saved with POST or PUT. */
export function ProjectFormDialog({ target, clients, onClose }: ProjectFormDialogProps) {
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const pending = createProject.isPending || updateProject.isPending;
  const shown = useRetainedTarget(target);
  const project = shown?.project ?? null;
  const needsClient = !project && clients.length === 0;

  const save = async (body: ProjectBody) => {
    const saved = await saveEntity({
      noun: 'project',
      editing: project !== null,
      save: () => (project ? updateProject.mutateAsync({ id: project.id, body }) : createProject.mutateAsync(body)),
    });
    if (saved) onClose();
  };

  // A client chosen by the filter, or the only client there is.
  const startingClientId = shown?.clientId ?? (clients.length === 1 ? clients[0]?.id : undefined);

  return (
    <EntityFormDialog
      open={target !== null}
      pending={pending}
      onClose={onClose}
      title={project ? 'Edit Project' : 'New Project'}
      description={
        needsClient
          ? 'Every project belongs to a client, and you have none yet.'
          : project
            ? `Update the brief, keywords and status of ${project.name}.`
            : 'A brief, keywords and a deadline for one of your clients.'
      }
    >
        {needsClient ? (
          <>
            <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm">
              <Building2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              <p>Add a client first, on the Clients page; then come back here to create its projects.</p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button asChild>
                <Link to="/clients">Go to Clients</Link>
              </Button>
            </DialogFooter>
          </>
        ) : shown ? (
          // Mounted afresh each time the dialog opens, so the fields start from the right values.
          <ProjectForm
            key={project?.id ?? 'new'}
            project={project}
            startingClientId={startingClientId}
            clients={clients}
            pending={pending}
            onSave={save}
          />
        ) : null}
    </EntityFormDialog>
  );
}
