import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectStatuses, projectTypes, type Client, type Project, type ProjectBody } from '@shared/contract/clients';
import { LONG_TEXT_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '@shared/limits';
import { ClientSelect } from '@/components/client-select';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { firstErrorMessage } from '@/lib/form-error';
import { projectFormDefaults, projectFormSchema, type ProjectFormOutput, type ProjectFormValues } from '../project-form';
import { projectStatusLabels, projectTypeLabels } from '../project-labels';
import { ProjectStatusDot } from './project-status-badge';

/** Radix Select items cannot carry an empty value; this one stands for "no type". */
const NO_TYPE = 'none';

type ProjectFormProps = {
  project: Project | null;
  startingClientId: number | undefined;
  clients: readonly Client[];
  pending: boolean;
  onSave: (body: ProjectBody) => Promise<void>;
};

/** The New/Edit Project form: in its own file, so its code (and react-hook-form) loads when the dialog first opens. */
export function ProjectForm({ project, startingClientId, clients, pending, onSave }: ProjectFormProps) {
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
