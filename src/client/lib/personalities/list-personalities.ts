import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalitySchema, type Personality } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';

export async function fetchPersonalities(): Promise<Personality[]> {
  return personalitySchema.array().parse(await apiRequest('GET', '/api/personalities'));
}

export const personalitiesQuery = queryOptions({
  queryKey: ['/api/personalities'],
  queryFn: fetchPersonalities,
});

export function usePersonalities() {
  return useQuery(personalitiesQuery);
}
