import type { ComponentProps } from 'react';
import { EMAIL_MAX_LENGTH } from '@shared/limits';
import { Input } from '@/components/ui/input';

/** An email address field: the phone's email keyboard, autofill, and the server's length limit. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}
