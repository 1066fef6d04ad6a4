import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Project } from '../../../../shared/contract/clients.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useDeleteProject } from '../api/delete-project';

type DeleteProjectDialogProps = {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
};

export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const deleteProject = useDeleteProject();
  // Kept after `project` turns null, so the closing animation still names it.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const name = shown?.name ?? '';

  const confirm = async () => {
    if (!project) return;
    try {
      await deleteProject.mutateAsync(project.id);
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
    <AlertDialog
      open={project !== null}
      onOpenChange={(open) => {
        // Closing mid-request would hide whether the delete went through.
        if (!open && !deleteProject.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this project?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>“{name}” will be permanently deleted. This cannot be undone.</p>
              <p className="font-medium text-foreground">Documents in this project stay; they're just unassigned.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteProject.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button type="button" variant="destructive" disabled={deleteProject.isPending} onClick={() => void confirm()}>
            {deleteProject.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {deleteProject.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
