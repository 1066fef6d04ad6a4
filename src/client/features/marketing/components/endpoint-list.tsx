import { cn } from '@/lib/cn';
import type { ApiEndpoint } from '../content/types';
import { SectionShell } from './section-shell';

const methodClass = {
  GET: 'bg-green-50 text-green-700',
  POST: 'bg-blue-50 text-blue-700',
  PATCH: 'bg-amber-50 text-amber-800',
  DELETE: 'bg-red-50 text-red-700',
} as const;

/** Body fields are the rule; the others say where they go. */
const placeOf = { body: '', query: ', in the query', path: ', in the path' } as const;

type EndpointListProps = { id: string; heading: string; intro?: string; endpoints: ApiEndpoint[] };

export function EndpointList({ id, heading, intro, endpoints }: EndpointListProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-4xl">
      <ul className="grid gap-6">
        {endpoints.map(({ method, path, description, parameters }) => (
          <li key={`${method} ${path}`} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
            <h3 className="flex flex-wrap items-center gap-3">
              <span className={cn('rounded-md px-2 py-0.5 font-mono text-xs font-bold', methodClass[method])}>{method}</span>
              <code className="font-mono text-base font-semibold break-all">{path}</code>
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            <h4 className="mt-5 text-sm font-semibold">Parameters</h4>
            <dl className="mt-2 divide-y rounded-lg border text-sm">
              {parameters.map(({ name, in: place, type, required, description: parameterDescription }) => (
                <div key={`${place} ${name}`} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                  <dt className="flex flex-wrap items-baseline gap-2">
                    <code className="font-mono font-semibold">{name}</code>
                    <span className="text-xs text-muted-foreground">
                      {type}, {required ? 'required' : 'optional'}
                      {placeOf[place]}
                    </span>
                  </dt>
                  <dd className="text-muted-foreground">{parameterDescription}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
