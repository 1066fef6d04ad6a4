import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { storageUsageSchema } from '@shared/contract/files';
import { apiRequest } from '@/lib/api-request';
import { fileKeys } from '@/lib/reference-files/file-keys';

export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** Bytes and files stored by the whole workspace, every client included. */
export async function fetchStorageUsage(): Promise<StorageUsage> {
  return storageUsageSchema.parse(await apiRequest('GET', '/api/files/usage'));
}

export const storageUsageQuery = queryOptions({ queryKey: fileKeys.usage, queryFn: fetchStorageUsage });

export function useStorageUsage() {
  return useQuery(storageUsageQuery);
}
