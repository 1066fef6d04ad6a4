import { permissionsSchema, type Permissions } from './permissions.js';

/**
 * A role's permissions for a client-side test: every flag off but those granted. The flags come
 * from the schema, so a new permission needs no edit here or in the tests (the server's tests
 * compute theirs with policies/permissions.ts).
 */
export function permissionsWith(granted: Partial<Permissions> = {}): Permissions {
  const none = Object.fromEntries(Object.keys(permissionsSchema.shape).map((flag) => [flag, false])) as Record<keyof Permissions, boolean>;
  return { ...none, ...granted };
}
