import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from './api-error-message';

/**
 * Creates or updates a named record (a client, a project) and says how it went: the server's
 * reason on failure, "“Name” has been saved/added" on success. Resolves true when saved.
 */
export async function saveEntity<Saved extends { name: string }>(options: {
  /** "client", "project": for the messages. */
  noun: string;
  editing: boolean;
  save: () => Promise<Saved>;
}): Promise<boolean> {
  const { noun, editing } = options;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  let saved: Saved;
  try {
    saved = await options.save();
  } catch (error) {
    toast({
      variant: 'destructive',
      title: editing ? `Could not update the ${noun}` : `Could not create the ${noun}`,
      description: getApiErrorMessage(error) ?? `Failed to save the ${noun}. Please try again.`,
    });
    return false;
  }
  toast(
    editing
      ? { title: `${Noun} Updated`, description: `“${saved.name}” has been saved.` }
      : { title: `${Noun} Created`, description: `“${saved.name}” has been added to your ${noun}s.` },
  );
  return true;
}
