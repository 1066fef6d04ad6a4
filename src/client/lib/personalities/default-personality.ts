import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '@shared/contract/preferences';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-request';

/**
 * The personality new documents start with: the header's picker. Stored with the user on the
 * server (GET/PATCH /api/preferences), so it follows them to every device.
 */

/** Where earlier versions kept the choice in this browser; moved to the server once, then removed. */
const LEGACY_STORAGE_KEY = 'selectedPersonalityId';

function takeLegacyChoice(): number | null {
  try {
    const stored = Number(localStorage.getItem(LEGACY_STORAGE_KEY));
    localStorage.removeItem(LEGACY_STORAGE_KEY);
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

async function updatePreferences(preferences: Preferences): Promise<Preferences> {
  return preferencesSchema.parse(await apiRequest('PATCH', '/api/preferences', preferences));
}

async function fetchPreferences(): Promise<Preferences> {
  const preferences = preferencesSchema.parse(await apiRequest('GET', '/api/preferences'));
  const legacy = preferences.defaultPersonalityId === null ? takeLegacyChoice() : null;
  if (legacy === null) return preferences;
  // A personality that no longer exists is refused (400): the first one then applies.
  return updatePreferences({ defaultPersonalityId: legacy }).catch(() => preferences);
}

export const preferencesQuery = queryOptions({
  queryKey: ['/api/preferences'],
  queryFn: fetchPreferences,
  staleTime: 60_000,
});

/** The user's default personality: null while loading, when unset, or when it could not be read. */
export function useDefaultPersonalityId(): { defaultPersonalityId: number | null; isPending: boolean } {
  const { data, isPending } = useQuery(preferencesQuery);
  return { defaultPersonalityId: data?.defaultPersonalityId ?? null, isPending };
}

/** Changes it at once on screen; a failed save puts the previous choice back and says so. */
export function useChooseDefaultPersonality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaultPersonalityId: number | null) => updatePreferences({ defaultPersonalityId }),
    onMutate: async (defaultPersonalityId) => {
      await queryClient.cancelQueries({ queryKey: preferencesQuery.queryKey });
      const previous = queryClient.getQueryData(preferencesQuery.queryKey);
      queryClient.setQueryData(preferencesQuery.queryKey, { defaultPersonalityId });
      return { previous };
    },
    onError: (_error, _choice, context) => {
      queryClient.setQueryData(preferencesQuery.queryKey, context?.previous);
      toast({
        variant: 'destructive',
        title: 'Default personality not changed',
        description: 'Your choice could not be saved. Please try again.',
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
