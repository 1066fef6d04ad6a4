import { findClient } from '../../clients/find-client.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';

/**
 * A brand (client) of the key's workspace, looked up as the clients screen does; another
 * workspace's id is a 404 like an unknown one, said in the public API's terms.
 */
export async function findBrand(db: Database, workspaceId: number, id: number) {
  try {
    return await findClient(db, workspaceId, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new HttpError(404, { error: `Brand ${id} not found`, code: 'not_found', field: 'brand_id' });
    }
    throw error;
  }
}
