import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConnectModelNotice } from './connect-model-notice';

export interface ActionFailure {
  error: string;
  upgradeUrl: string | null;
  notConfigured: boolean;
}

/** Why an AI action gave no answer: "Connect an AI model", or the reason with the upgrade link of a plan limit. */
export function FailureNotice({ failure }: { failure: ActionFailure }) {
  if (failure.notConfigured) return <ConnectModelNotice />;
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="wrap-anywhere">{failure.error}</p>
      {failure.upgradeUrl ? (
        <Button asChild size="sm" variant="outline" className="justify-self-start">
          <Link to={failure.upgradeUrl}>Upgrade plan</Link>
        </Button>
      ) : null}
    </div>
  );
}
