/**
 * The audit log's vocabulary (issue 18, ADR 0039): every action the log records, with the words
 * the console and Settings → Audit log show for it. One list, read by the column, the API's
 * filters and both screens; an event the server records must be named here first.
 */
export const auditActionLabels = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out-everywhere': 'Signed out everywhere else',
  'password-changed': 'Changed password',
  'password-reset': 'Reset password by email',
  'email-verified': 'Confirmed email address',
  'api-key-created': 'Created API key',
  'api-key-revoked': 'Revoked API key',
  'review-link-created': 'Shared a document for client review',
  'review-link-revoked': 'Revoked a client review link',
  'data-export-requested': 'Requested a data export',
  'account-deletion-scheduled': 'Scheduled account deletion',
  'account-deletion-cancelled': 'Cancelled account deletion',
  'account-deleted': 'Account deleted',
  'two-factor-enabled': 'Turned on two-factor sign-in',
  'two-factor-disabled': 'Turned off two-factor sign-in',
  'recovery-codes-regenerated': 'Made new recovery codes',
  'two-factor-requirement-changed': 'Changed the two-factor requirement',
  'email-change-requested': 'Asked to change the email address',
  'email-changed': 'Changed the email address',
  'member-invited': 'Invited someone',
  'invitation-resent': 'Resent an invitation',
  'invitation-revoked': 'Withdrew an invitation',
  'invitation-accepted': 'Joined the workspace',
  'member-role-changed': 'Changed a member’s role',
  'member-removed': 'Removed a member',
  'member-left': 'Left the workspace',
  'workspace-deleted': 'Deleted a workspace',
  'admin-plan-changed': 'Administrator changed the plan',
  'admin-plan-comped': 'Administrator comped the plan',
  'admin-seats-changed': 'Administrator changed the seats',
  'admin-account-suspended': 'Administrator suspended the account',
  'admin-account-reactivated': 'Administrator reactivated the account',
  'admin-verification-resent': 'Administrator resent the verification email',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

/** How long the log keeps an entry: a year and a bit, so "this time last year" is still there. */
export const AUDIT_LOG_RETENTION_DAYS = 400;
