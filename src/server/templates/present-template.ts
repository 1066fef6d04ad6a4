import type { Template } from '../../shared/contract/documents.js';
import type { templates } from '../db/schema.js';

export function presentTemplate(row: typeof templates.$inferSelect): Template {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    content: row.content,
    personalityId: row.personalityId,
  };
}
