import type { z } from 'zod';
import type { registerBody } from '../../shared/contract/auth.js';
import { refuseCommonPassword } from './common-passwords.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { users, workspaceMembers, workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { hashPassword } from './passwords.js';

export type RegisterInput = z.output<typeof registerBody>;

/** Creates the account and the workspace it owns, together or not at all. */
export async function registerUser(db: Database, input: RegisterInput) {
  await refuseCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const [workspace] = await tx
        .insert(workspaces)
        .values({ name: input.company ?? `${input.firstName} ${input.lastName}` })
        .returning({ id: workspaces.id });
      if (!workspace) throw new Error('insert returned no workspace');
      await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
      return { user, workspaceId: workspace.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, { error: 'An account with this email already exists' });
    }
    throw error;
  }
}
