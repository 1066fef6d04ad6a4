/** What search engines show of a title and a description before cutting them off, in characters. */
export const SHOWN_TITLE_LENGTH = 60;
export const SHOWN_DESCRIPTION_LENGTH = 160;

function shortened(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('').trimEnd()}…`;
}

type SearchResultPreviewProps = {
  title: string;
  description: string;
  /** true when the description is the document's opening, not a meta description. */
  descriptionIsExcerpt: boolean;
  site: string;
  slug: string | null;
};

/**
 * The document as a search result, as Google lays one out: site and path, title, description,
 * each cut where results cut them. An approximation: engines may rewrite either.
 */
export function SearchResultPreview({ title, description, descriptionIsExcerpt, site, slug }: SearchResultPreviewProps) {
  return (
    <figure className="grid gap-1 rounded-lg border bg-background p-3" aria-label="Search result preview">
      <figcaption className="text-xs font-medium text-muted-foreground">Search result preview</figcaption>
      <p className="truncate text-xs text-muted-foreground">
        <span className="text-foreground">{site}</span>
        {slug ? ` › ${slug}` : null}
      </p>
      <p className="text-base leading-snug text-[#1a0dab]">{shortened(title, SHOWN_TITLE_LENGTH)}</p>
      <p className="text-sm leading-snug wrap-anywhere text-muted-foreground">
        {description ? shortened(description, SHOWN_DESCRIPTION_LENGTH) : 'No description yet.'}
      </p>
      {descriptionIsExcerpt ? (
        <p className="text-xs text-muted-foreground italic">Without a meta description, search engines pick a passage, often the opening shown here.</p>
      ) : null}
    </figure>
  );
}
