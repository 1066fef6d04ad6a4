import type { Project } from '@shared/contract/clients';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useDeleteProject } from '../api/delete-project';

export function DeleteProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const deleteProject = useDeleteProject();
  const confirm = async (target: Project, name: string) => {
    try {
      await deleteProject.mutateAsync(target.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the project',
        description: getApiErrorMessage(error) ?? 'Failed to delete the project. Please try again.',
      });
      return;
    }
    toast({ title: 'Project Deleted', description: `“${name}” has been deleted.` });
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      item={project}
      nameOf={(target) => target.name}
      title="Delete this project?"
      description={(name) => (
        <>
          <p>“{name}” will be permanently deleted. This cannot be undone.</p>
          <p className="font-medium text-foreground">Documents in this project stay; they're just unassigned.</p>
        </>
      )}
      pending={deleteProject.isPending}
      onConfirm={(target, name) => void confirm(target, name)}
      onClose={onClose}
    />
  );
}
