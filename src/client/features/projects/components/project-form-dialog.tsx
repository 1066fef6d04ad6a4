import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import {
  projectStatuses,
  projectTypes,
  type Client,
  type Project,
  type ProjectBody,
} from '@shared/contract/clients';
import { LONG_TEXT_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { ClientSelect } from '@/components/client-select';
import { EntityFormDialog, EntityFormFooter, useRetainedTarget } from '@/components/entity-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { firstErrorMessage } from '@/lib/form-error';
import { saveEntity } from '@/lib/save-entity';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { projectFormDefaults, projectFormSchema, type ProjectFormOutput, type ProjectFormValues } from '../project-form';
import { projectStatusLabels, projectTypeLabels } from '../project-labels';
import { ProjectStatusDot } from './project-status-badge';

/** Radix Select items cannot carry an empty value; this one stands for "no type". */
const NO_TYPE = 'none';

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

type ProjectFormProps = {
  project: Project | null;
  startingClientId: number | undefined;
  clients: readonly Client[];
  pending: boolean;
  onSave: (body: ProjectBody) => Promise<void>;
};

function ProjectForm({ project, startingClientId, clients, pending, onSave }: ProjectFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: projectFormDefaults(project, startingClientId),
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)} className="grid gap-5">
      <FormField id="project-name" label="Name" required error={errors.name?.message}>
        {(field) => <Input autoComplete="off" maxLength={PROJECT_NAME_MAX_LENGTH} {...field} {...register('name')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <FormField id="project-client" label="Client" required error={fieldState.error?.message}>
              {(aria) => (
                <ClientSelect
                  clients={clients}
                  name={field.name}
                  value={field.value ?? null}
                  onValueChange={(value) => field.onChange(value ?? undefined)}
                  placeholder="Choose a client"
                  disabled={pending}
                  trigger={{ ref: field.ref, onBlur: field.onBlur, className: 'h-10', ...aria }}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="projectType"
          render={({ field, fieldState }) => (
            <FormField id="project-type" label="Type" error={fieldState.error?.message}>
              {(aria) => (
                <Select
                  name={field.name}
                  value={field.value ?? NO_TYPE}
                  onValueChange={(value) => field.onChange(value === NO_TYPE ? null : value)}
                  disabled={pending}
                >
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="h-10" {...aria}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_TYPE}>No type</SelectItem>
                    {projectTypes.map((type) => (
                      <SelectItem key={type} value={type}>
                        {projectTypeLabels[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <FormField id="project-status" label="Status" error={fieldState.error?.message}>
              {(aria) => (
                <Select name={field.name} value={field.value ?? 'planning'} onValueChange={field.onChange} disabled={pending}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="h-10" {...aria}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {projectStatuses.map((status) => (
                      <SelectItem key={status} value={status}>
                        <span className="flex items-center gap-2">
                          <ProjectStatusDot status={status} className="size-2" />
                          {projectStatusLabels[status]}
                        </span>
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <FormField id="project-due-date" label="Due date" error={errors.dueDate?.message}>
          {(field) => <Input type="date" {...field} {...register('dueDate')} />}
        </FormField>
      </div>
      <FormField id="project-description" label="Description" error={errors.description?.message}>
        {(field) => <Textarea rows={2} maxLength={LONG_TEXT_MAX_LENGTH} {...field} {...register('description')} />}
      </FormField>
      <FormField id="project-brief" label="Brief" error={errors.briefContent?.message}>
        {(field) => (
          <Textarea
            rows={4}
            placeholder="What to write, for whom, and what success looks like"
            maxLength={LONG_TEXT_MAX_LENGTH}
            {...field}
            {...register('briefContent')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="project-target-audience" label="Target audience" error={errors.targetAudience?.message}>
          {(field) => (
            <Input autoComplete="off" maxLength={LONG_TEXT_MAX_LENGTH} {...field} {...register('targetAudience')} />
          )}
        </FormField>
        <FormField id="project-tone" label="Tone" error={errors.tone?.message}>
          {(field) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Warm and direct"
              maxLength={SHORT_TEXT_MAX_LENGTH}
              {...field}
              {...register('tone')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="project-keywords"
        label="Keywords"
        hint="Separate keywords with commas."
        error={firstErrorMessage(errors.keywords)}
      >
        {(field) => (
          <Input autoComplete="off" placeholder="content strategy, seo audit" {...field} {...register('keywords')} />
        )}
      </FormField>
      <EntityFormFooter pending={pending} submitLabel={project ? 'Save Changes' : 'Create Project'} />
    </form>
  );
}
