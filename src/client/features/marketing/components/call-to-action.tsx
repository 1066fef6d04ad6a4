import type { MarketingAction } from '../content/types';
import { ActionButtons } from './action-buttons';

type CallToActionProps = { id: string; heading: string; text: string; actions: MarketingAction[] };

export function CallToAction({ id, heading, text, actions }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="mx-auto flex max-w-5xl flex-col items-center rounded-2xl bg-gradient-to-br from-primary to-brand-to px-6 py-14 text-center text-white shadow-lg sm:px-12">
        <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance">
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-white">{text}</p>
        <ActionButtons actions={actions} tone="inverted" className="mt-8 w-full justify-center sm:w-auto" />
      </div>
    </section>
  );
}
