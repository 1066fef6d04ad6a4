import type { Project } from '../../shared/contract/clients.js';
import type { projects } from '../db/schema.js';

export function presentProject(row: typeof projects.$inferSelect): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    clientId: row.clientId,
    projectType: row.projectType,
    status: row.status,
    briefContent: row.briefContent,
    targetAudience: row.targetAudience,
    tone: row.tone,
    keywords: row.keywords,
    dueDate: row.dueDate,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
