import { describe, expect, it } from 'vitest';
import { canManageAiSettings } from './ai-settings.js';
import { canManageApiKeys } from './api-keys.js';
import { canManageClients } from './clients.js';
import { canDeleteDocument, canWriteDocuments } from './documents.js';
import { canManageFiles } from './files.js';
import { permissionsFor } from './permissions.js';
import { canManageProjects } from './projects.js';
import { canManageReviewLinks } from './review-links.js';
import { canAddDictionaryWord, canManageStyleGuides } from './style-rules.js';
import { canManageBilling } from './subscription.js';

const roles = ['owner', 'admin', 'member'] as const;
const byRole = (predicate: (role: (typeof roles)[number]) => boolean) => roles.filter(predicate);

describe('role policies (issue 18)', () => {
  it('lets every role write documents, use the dictionary’s "Add", and nothing more for members', () => {
    expect(byRole(canWriteDocuments)).toEqual(['owner', 'admin', 'member']);
    expect(byRole(canAddDictionaryWord)).toEqual(['owner', 'admin', 'member']);
  });

  it('leaves clients, projects, files, style guides, AI settings and API keys to admins and owners', () => {
    for (const predicate of [canManageClients, canManageProjects, canManageFiles, canManageStyleGuides, canManageAiSettings, canManageApiKeys, canManageReviewLinks]) {
      expect(byRole(predicate), predicate.name).toEqual(['owner', 'admin']);
    }
  });

  it('leaves billing to owners', () => {
    expect(byRole(canManageBilling)).toEqual(['owner']);
  });

  it('lets a member delete the documents they created, and admins and owners any', () => {
    const mine = { createdBy: 7 };
    const someoneElses = { createdBy: 8 };
    const fromBeforeCreators = { createdBy: null };
    expect(canDeleteDocument({ role: 'member', userId: 7 }, mine)).toBe(true);
    expect(canDeleteDocument({ role: 'member', userId: 7 }, someoneElses)).toBe(false);
    expect(canDeleteDocument({ role: 'member', userId: 7 }, fromBeforeCreators)).toBe(false);
    expect(canDeleteDocument({ role: 'admin', userId: 7 }, someoneElses)).toBe(true);
    expect(canDeleteDocument({ role: 'owner', userId: 7 }, fromBeforeCreators)).toBe(true);
  });

  it('turns a role into the client’s flags from the same predicates', () => {
    expect(permissionsFor('member')).toEqual({
      manageClients: false,
      manageProjects: false,
      manageFiles: false,
      manageStyleGuides: false,
      addDictionaryWords: true,
      manageAiSettings: false,
      manageApiKeys: false,
      manageBilling: false,
      manageMembers: false,
      deleteWorkspace: false,
      viewAuditLog: false,
      deleteAnyDocument: false,
      shareForReview: false,
      reviewAnySuggestions: false,
    });
    expect(permissionsFor('admin')).toMatchObject({ manageClients: true, manageApiKeys: true, manageBilling: false, manageMembers: false, deleteWorkspace: false, viewAuditLog: false, shareForReview: true, reviewAnySuggestions: true });
    expect(Object.values(permissionsFor('owner')).every(Boolean)).toBe(true);
  });
});
