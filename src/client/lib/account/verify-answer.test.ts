import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { permissionsWith } from '@shared/contract/permissions-test-helpers';
import { workspaceAccessQuery } from '@/lib/workspace-access';
import { emailVerificationQuery } from './email-verification.js';
import { keepVerifyAnswer } from './verify-answer.js';

const user = {
  id: 4,
  email: 'writer@example.com',
  firstName: 'Wren',
  lastName: 'Writer',
  company: null,
  subscriptionTier: 'free',
  isMasterAccount: false,
  emailVerified: false,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const permissions = permissionsWith({
  manageClients: true,
  manageProjects: true,
  manageFiles: true,
  manageStyleGuides: true,
  addDictionaryWords: true,
  shareForReview: true,
});

it("fills the workspace access and the address's state from the session check's answer", () => {
  const client = new QueryClient();
  keepVerifyAnswer(client, { user, access: { workspaceId: 9, role: 'member', permissions } });
  expect(client.getQueryData(workspaceAccessQuery.queryKey)).toEqual({ workspaceId: 9, role: 'member', permissions });
  expect(client.getQueryData(emailVerificationQuery.queryKey)).toEqual({ email: 'writer@example.com', emailVerified: false });
});

it('leaves a query to ask the server when the answer lacks its part or has it malformed', () => {
  const client = new QueryClient();
  keepVerifyAnswer(client, { user, access: { workspaceId: 9, role: 'owner', permissions: { manageClients: true } } });
  expect(client.getQueryData(workspaceAccessQuery.queryKey)).toBeUndefined();
  expect(client.getQueryData(emailVerificationQuery.queryKey)).toEqual({ email: 'writer@example.com', emailVerified: false });
  keepVerifyAnswer(client, { user: { id: 4 } });
  expect(client.getQueryData(workspaceAccessQuery.queryKey)).toBeUndefined();
});
