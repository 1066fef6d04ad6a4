import { SectionShell } from './section-shell';

type DataTableProps = {
  id: string;
  heading: string;
  intro?: string;
  caption: string;
  columns: string[];
  rows: string[][];
  note?: string;
};

/** A plain table of figures; the first cell of each row heads it. */
export function DataTable({ id, heading, intro, caption, columns, rows, note }: DataTableProps) {
  const captionId = `${id}-caption`;
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-4xl">
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b bg-muted/50">
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? 'px-4 py-3 text-left font-semibold' : 'px-4 py-3 text-right font-semibold'}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first = '', ...rest]) => (
              <tr key={first} className="border-b last:border-b-0">
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {first}
                </th>
                {rest.map((cell, index) => (
                  <td key={`${columns[index + 1] ?? index}`} className="px-4 py-3 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-4 text-sm text-muted-foreground">{note}</p> : null}
    </SectionShell>
  );
}
