import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dictionarySchema, type Dictionary } from '@shared/contract/writing-feedback';
import { apiRequest } from '@/lib/api-request';

export const dictionaryKey = ['/api/dictionary'] as const;

export const dictionaryQuery = queryOptions({
  queryKey: dictionaryKey,
  queryFn: async (): Promise<Dictionary> => dictionarySchema.parse(await apiRequest('GET', '/api/dictionary')),
  staleTime: 5 * 60_000,
});

/** The workspace's own words, which spelling accepts ("Add to dictionary"). */
export function useDictionary() {
  return useQuery(dictionaryQuery);
}

export function useAddToDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (word: string) => dictionarySchema.parse(await apiRequest('POST', '/api/dictionary', { word })),
    onSuccess: (dictionary) => queryClient.setQueryData(dictionaryKey, dictionary),
  });
}
