import { SectionShell } from './section-shell';

type CodeSampleProps = { id: string; heading: string; intro?: string; label: string; code: string; note?: string };

/** A block of example code; it scrolls sideways on narrow screens and takes keyboard focus to do so. */
export function CodeSample({ id, heading, intro, label, code, note }: CodeSampleProps) {
  const labelId = `${id}-label`;
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-4xl">
      <figure className="overflow-hidden rounded-xl border bg-gray-950 shadow-xs">
        <figcaption id={labelId} className="border-b border-white/10 px-4 py-2 font-mono text-xs text-gray-300">
          {label}
        </figcaption>
        <pre tabIndex={0} aria-labelledby={labelId} className="overflow-x-auto p-4 text-sm leading-relaxed text-gray-100">
          <code>{code}</code>
        </pre>
      </figure>
      {note ? <p className="mt-4 text-sm text-muted-foreground">{note}</p> : null}
    </SectionShell>
  );
}
