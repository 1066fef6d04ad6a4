import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { inviteMemberBody, ROLE_LABELS, type Seats, type WorkspaceRole } from '@shared/contract/team';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useInviteMember } from '../api/team';
import { describeSeats, seatsAreTaken } from '../seats';

/**
 * Invite by email with a role (issue 18): the roles offered are those the server says the viewer
 * may give. At the plan's seats the form says so and links to the upgrade instead of submitting.
 */
export function InviteForm({ roles, seats, mayInvite }: { roles: WorkspaceRole[]; seats: Seats; mayInvite: boolean }) {
  const invite = useInviteMember();
  const full = seatsAreTaken(seats);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(inviteMemberBody),
    defaultValues: { email: '', role: roles.includes('member') ? 'member' : (roles[0] ?? 'member') },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const invitation = await invite.mutateAsync(body);
      reset({ email: '', role: body.role });
      toast({ title: 'Invitation sent', description: `We emailed ${invitation.email} a link to join.` });
    } catch (error) {
      // Seats taken meanwhile (another admin's invitation): the plan limits' toast with its link.
      if (toastIfPlanLimit(error)) return;
      const message = getApiErrorMessage(error) ?? 'The invitation was not sent. Try again.';
      // An address already in the team, or a refused role, belongs beside its field.
      if (error instanceof ApiError && error.status === 409) setError('email', { message });
      else toast({ variant: 'destructive', title: 'Not invited', description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3 rounded-lg border bg-muted/30 p-4" aria-label="Invite someone">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">Invite someone</h3>
        <p className="text-sm text-muted-foreground" data-testid="team-seats">
          {describeSeats(seats)}
        </p>
      </div>
      {full ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status">
          Every seat of your {seats.planName} plan is taken by members and pending invitations.{' '}
          <Link to="/subscription" className="font-medium text-primary underline-offset-4 hover:underline">
            Upgrade your plan
          </Link>{' '}
          to invite more people, or revoke a pending invitation.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          disabled={full || !mayInvite}
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <FormField id="invite-role" label="Role" error={fieldState.error?.message}>
              {(aria) => (
                <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange} disabled={full || !mayInvite}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="h-10" {...aria}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <SubmitButton pending={invite.isPending} label="Send invitation" pendingLabel="Sending..." disabled={full || !mayInvite} className="h-10" />
      </div>
    </form>
  );
}
