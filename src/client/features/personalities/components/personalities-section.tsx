import { useState } from 'react';
import { Pencil, Plus, Trash2, UserRoundPen } from 'lucide-react';
import type { Personality } from '@shared/contract/documents';
import { SettingsSection } from '@/components/settings-section';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { PersonalityDot } from '@/components/personalities/personality-dot';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { useDeletePersonality } from '../api/save-personality';
import { PersonalityFormDialog, type PersonalityFormTarget } from './personality-form-dialog';

/** Settings → Personalities: the five built-in voices, and the workspace's own to add, edit and delete. */
/** canManage: whether the role may add, edit and delete personalities (issue 18); members read them. */
export function PersonalitiesSection({ canManage }: { canManage: boolean }) {
  const personalities = usePersonalities();
  const [target, setTarget] = useState<PersonalityFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Personality | null>(null);
  const remove = useDeletePersonality();
  const own = personalities.data?.filter((personality) => !personality.builtIn) ?? [];

  return (
    <>
      <SettingsSection
        id="personalities"
        icon={UserRoundPen}
        title="Personalities"
        description="The voices documents are written in. Add your own beside the five built-in ones."
        action={
          canManage ? (
            <Button type="button" size="sm" onClick={() => setTarget({ personality: null })}>
              <Plus aria-hidden /> New personality
            </Button>
          ) : null
        }
      >
        {personalities.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading personalities">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : personalities.isError ? (
          <ErrorState title="The personalities could not be loaded." description="Check your connection and try again." onRetry={() => void personalities.refetch()} retrying={personalities.isFetching} />
        ) : (
          <ul className="grid divide-y" aria-label="Personalities">
            {personalities.data.map((personality) => (
              <li key={personality.id} className="flex flex-wrap items-center gap-3 py-2.5">
                <PersonalityDot color={personality.color} className="size-3" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {personality.name}
                    {personality.builtIn ? (
                      <Badge variant="outline" className="font-normal">
                        Built-in
                      </Badge>
                    ) : null}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">{personality.tagline}</p>
                </div>
                {personality.builtIn || !canManage ? null : (
                  <div className="flex gap-1">
                    <Button type="button" size="sm" variant="ghost" aria-label={`Edit ${personality.name}`} onClick={() => setTarget({ personality })}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Delete ${personality.name}`} onClick={() => setToDelete(personality)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {personalities.data && own.length === 0 ? <p className="pt-2 text-sm text-muted-foreground">No personalities of your own yet.</p> : null}
      </SettingsSection>
      <PersonalityFormDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDeleteDialog
        item={toDelete}
        nameOf={(personality) => personality.name}
        title="Delete this personality?"
        description={(name) => `${name} is deleted. Documents written in it keep their text and no longer have a personality.`}
        pending={remove.isPending}
        onConfirm={(personality, name) =>
          remove.mutate(personality.id, {
            onSuccess: () => {
              setToDelete(null);
              toast({ title: 'Personality deleted', description: `${name} is gone.` });
            },
            onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: getApiErrorMessage(error) ?? 'Try again.' }),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
