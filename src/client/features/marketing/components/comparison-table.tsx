import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ComparisonTool, MarketingAction } from '../content/types';
import { ActionButtons } from './action-buttons';
import { SectionShell } from './section-shell';

type ComparisonTableProps = {
  id: string;
  heading: string;
  intro?: string;
  caption: string;
  features: readonly string[];
  tools: readonly ComparisonTool[];
  action?: MarketingAction;
};

function SupportCell({ supported, isProduct }: { supported: boolean; isProduct?: boolean }) {
  return (
    <td className={cn('px-4 py-3 text-center', isProduct && 'bg-secondary/60')}>
      {supported ? (
        <Check className="mx-auto size-5 text-success" aria-hidden />
      ) : (
        <X className="mx-auto size-5 text-muted-foreground" aria-hidden />
      )}
      <span className="sr-only">{supported ? 'Yes' : 'No'}</span>
    </td>
  );
}

/** A feature-by-tool table: a real <table> whose ticks and crosses read "Yes" and "No" to screen readers. */
export function ComparisonTable({ id, heading, intro, caption, features, tools, action }: ComparisonTableProps) {
  const captionId = `${id}-caption`;
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      {/*
        Focusable, so keyboard users can scroll the table sideways on a narrow screen. Relative, so
        the cells' visually hidden "Yes"/"No" (absolutely positioned) stay inside the scroller
        instead of widening the page.
      */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
        <table className="w-full min-w-[42rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="sticky left-0 bg-muted px-4 py-3 text-left font-semibold">
                Feature
              </th>
              {tools.map((tool) => (
                <th
                  key={tool.name}
                  scope="col"
                  className={cn('px-4 py-3 text-center font-semibold', tool.isProduct && 'bg-secondary text-secondary-foreground')}
                >
                  {tool.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr key={feature} className="border-b last:border-b-0">
                <th scope="row" className="sticky left-0 bg-card px-4 py-3 text-left font-medium">
                  {feature}
                </th>
                {tools.map((tool) => (
                  <SupportCell key={tool.name} supported={tool.supports[feature] === true} isProduct={tool.isProduct} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {action ? <ActionButtons actions={[action]} className="mt-10 justify-center" /> : null}
    </SectionShell>
  );
}
