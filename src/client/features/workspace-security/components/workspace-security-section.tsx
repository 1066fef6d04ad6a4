import { useId } from 'react';
import { LockKeyhole } from 'lucide-react';
import { SettingsSection } from '@/components/settings-section';
import { ErrorState } from '@/components/error-state';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useSetTwoFactorRequirement, useTwoFactorRequirement } from '../api/two-factor-requirement';

/**
 * Settings → Security (ADR 0038): the owner requires two-factor of every member; others see
 * whether it is required. The server refuses it to an owner who has not set it up themselves.
 */
export function WorkspaceSecuritySection() {
  const requirement = useTwoFactorRequirement();
  const save = useSetTwoFactorRequirement();
  const checkboxId = useId();

  const change = (required: boolean) =>
    save.mutate(required, {
      onSuccess: () =>
        toast({
          title: required ? 'Two-factor authentication required' : 'Two-factor authentication optional',
          description: required
            ? 'Members without it are asked to set it up before they can go on.'
            : 'Members choose for themselves whether to use it.',
        }),
    });

  return (
    <SettingsSection
      id="security"
      icon={LockKeyhole}
      title="Security"
      description="How everyone in this workspace signs in."
      contentClassName="grid gap-3"
    >
      {requirement.isPending ? (
        <div role="status" aria-label="Loading the workspace’s security settings">
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : requirement.isError ? (
        <ErrorState
          title="The security settings could not be loaded."
          description="Check your connection and try again."
          onRetry={() => void requirement.refetch()}
          retrying={requirement.isFetching}
        />
      ) : (
        <>
          <div className="flex items-start gap-2">
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={requirement.data.required}
              disabled={!requirement.data.canChange || save.isPending}
              onCheckedChange={(checked) => change(checked === true)}
              aria-describedby={`${checkboxId}-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={checkboxId}>Require two-factor authentication for every member</Label>
              <p id={`${checkboxId}-hint`} className="text-sm text-muted-foreground">
                {requirement.data.canChange
                  ? 'Members without it are asked to set it up before they can do anything else. Turn it on for your own account first.'
                  : 'Only the workspace’s owner can change this.'}
              </p>
            </div>
          </div>
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {getApiErrorMessage(save.error) ?? 'The setting was not saved. Try again.'}
            </p>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
