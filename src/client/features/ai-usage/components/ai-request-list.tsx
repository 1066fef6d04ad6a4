import { aiActionLabel, aiFailureLabels, type AiRequestView } from '@shared/contract/ai-usage-report';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { formatDuration, formatRequestTime } from '../usage-format';

function Outcome({ request }: { request: AiRequestView }) {
  switch (request.outcome) {
    case 'completed':
      return <span>Completed</span>;
    case 'stopped':
      return <span className="text-muted-foreground">Stopped</span>;
    case 'running':
      return <span className="text-muted-foreground">Running</span>;
    case 'failed':
      return (
        <>
          <Badge variant="outline" className="border-destructive/40 text-destructive">
            Failed
          </Badge>
          {request.failure ? <span className="block text-xs text-muted-foreground">{aiFailureLabels[request.failure] ?? request.failure}</span> : null}
        </>
      );
  }
}

const tokens = (count: number | null) => (count === null ? '—' : formatNumber(count));

/** A month's AI requests, newest first: who, what, which model, how it ended, tokens and time. */
export function AiRequestList({ requests }: { requests: AiRequestView[] }) {
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="AI requests">
      <table className="w-full text-left text-sm whitespace-nowrap">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2.5 py-2 font-medium">When</th>
            <th scope="col" className="px-2.5 py-2 font-medium">Who</th>
            <th scope="col" className="px-2.5 py-2 font-medium">Action</th>
            <th scope="col" className="px-2.5 py-2 font-medium">Model</th>
            <th scope="col" className="px-2.5 py-2 font-medium">Outcome</th>
            <th scope="col" className="px-2.5 py-2 text-right font-medium whitespace-normal">Tokens in / out</th>
            <th scope="col" className="px-2.5 py-2 text-right font-medium">Time</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {requests.map((request) => (
            <tr key={request.id} className="align-top">
              <td className="px-2.5 py-2 text-muted-foreground">
                <time dateTime={request.startedAt}>{formatRequestTime(request.startedAt)}</time>
              </td>
              <td className="px-2.5 py-2">{request.name ?? <span className="text-muted-foreground">Deleted account</span>}</td>
              <td className="px-2.5 py-2">{aiActionLabel(request.action)}</td>
              <td className="px-2.5 py-2">{request.model}</td>
              <td className="px-2.5 py-2 whitespace-normal">
                <Outcome request={request} />
              </td>
              <td className="px-2.5 py-2 text-right tabular-nums">
                {tokens(request.promptTokens)} / {tokens(request.completionTokens)}
              </td>
              <td className="px-2.5 py-2 text-right tabular-nums">{formatDuration(request.durationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
