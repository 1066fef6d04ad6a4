import type { z } from 'zod';
import type { projectBody } from '../../shared/contract/clients.js';

export type ProjectInput = z.output<typeof projectBody>;

/** The columns a project body sets: createdBy from the body is never stored (the creator is whoever is signed in). */
export function projectColumns(input: ProjectInput) {
  const { createdBy: _ignored, ...columns } = input;
  return columns;
}
