import { useId, useState } from 'react';
import { Search, WandSparkles } from 'lucide-react';
import { FOCUS_KEYPHRASE_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH, SLUG_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { SeoDraft } from '../editor-draft';
import { SearchResultPreview, SHOWN_DESCRIPTION_LENGTH, SHOWN_TITLE_LENGTH } from './search-result-preview';
import { slugify } from './slugify';

type SeoSettingsProps = {
  seo: SeoDraft;
  onChange: (change: Partial<SeoDraft>) => void;
  /** The document's title: the search result's title when there is no SEO title. */
  title: string;
  /** The start of the document's text, shown when there is no meta description. */
  excerpt: string;
  /** The project's first keyword, which stands in for an empty focus keyphrase. */
  projectKeyword: string | null;
  /** The client's website, for the preview's address. */
  websiteUrl: string | null;
};

/** Blank text clears a field (null), as the server stores it. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

function siteOf(websiteUrl: string | null): string {
  if (!websiteUrl) return 'example.com';
  try {
    return new URL(websiteUrl).host.replace(/^www\./, '');
  } catch {
    return 'example.com';
  }
}

function CharacterCount({ id, length, shown }: { id: string; length: number; shown: number }) {
  return (
    <span id={id} className={cn('text-xs tabular-nums', length > shown ? 'text-destructive' : 'text-muted-foreground')}>
      {length}/{shown}
      {length > shown ? ' · cut off in results' : ''}
    </span>
  );
}

/**
 * The document's SEO fields, read by the SEO checks when it saves (and by the AI): every value
 * put in the draft is one the server accepts, so an autosave never fails on them.
 */
export function SeoSettings({ seo, onChange, title, excerpt, projectKeyword, websiteUrl }: SeoSettingsProps) {
  const id = useId();
  // The slug as typed ("spring-" on the way to "spring-launch"); the draft holds it cleaned.
  const [slugText, setSlugText] = useState<string | null>(null);
  const titleLength = [...(seo.seoTitle ?? '')].length;
  const descriptionLength = [...(seo.metaDescription ?? '')].length;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="gap-3 py-4">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base">
              <Search className="size-4" aria-hidden /> SEO
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 px-5">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-keyphrase`} className="text-sm font-medium">
              Focus keyphrase
            </label>
            <Input
              id={`${id}-keyphrase`}
              value={seo.focusKeyphrase ?? ''}
              placeholder={projectKeyword ?? 'e.g. content calendar'}
              maxLength={FOCUS_KEYPHRASE_MAX_LENGTH}
              aria-describedby={`${id}-keyphrase-hint`}
              onChange={(event) => onChange({ focusKeyphrase: orNull(event.target.value) })}
            />
            <p id={`${id}-keyphrase-hint`} className="text-xs text-muted-foreground">
              {seo.focusKeyphrase === null && projectKeyword
                ? `Empty: the project’s keyword “${projectKeyword}” is used.`
                : 'The phrase readers search for; the SEO score checks the text uses it.'}
            </p>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-title`} className="text-sm font-medium">
                SEO title
              </label>
              <CharacterCount id={`${id}-title-count`} length={titleLength} shown={SHOWN_TITLE_LENGTH} />
            </div>
            <Input
              id={`${id}-title`}
              value={seo.seoTitle ?? ''}
              placeholder={title.trim() || 'The document’s title'}
              maxLength={SEO_TITLE_MAX_LENGTH}
              aria-describedby={`${id}-title-count`}
              onChange={(event) => onChange({ seoTitle: orNull(event.target.value) })}
            />
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-description`} className="text-sm font-medium">
                Meta description
              </label>
              <CharacterCount id={`${id}-description-count`} length={descriptionLength} shown={SHOWN_DESCRIPTION_LENGTH} />
            </div>
            <Textarea
              id={`${id}-description`}
              value={seo.metaDescription ?? ''}
              rows={3}
              maxLength={META_DESCRIPTION_MAX_LENGTH}
              placeholder="A sentence or two on what the reader will find (120–156 characters)."
              aria-describedby={`${id}-description-count`}
              // One line, as search results show it: a pasted line break becomes a space.
              onChange={(event) => onChange({ metaDescription: orNull(event.target.value.replace(/[\r\n]+/g, ' ')) })}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-slug`} className="text-sm font-medium">
              URL slug
            </label>
            <div className="flex gap-2">
              <Input
                id={`${id}-slug`}
                value={slugText ?? seo.slug ?? ''}
                placeholder={slugify(title) || 'spring-launch-plan'}
                maxLength={SLUG_MAX_LENGTH}
                aria-describedby={`${id}-slug-hint`}
                onChange={(event) => {
                  setSlugText(event.target.value);
                  onChange({ slug: orNull(slugify(event.target.value)) });
                }}
                onBlur={() => setSlugText(null)}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Make the slug from the title"
                title="Make the slug from the title"
                disabled={slugify(title) === ''}
                onClick={() => {
                  setSlugText(null);
                  onChange({ slug: orNull(slugify(title)) });
                }}
              >
                <WandSparkles aria-hidden />
              </Button>
            </div>
            <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">
              Lowercase words and hyphens{slugText !== null && seo.slug && slugText !== seo.slug ? `: saved as “${seo.slug}”` : ''}.
            </p>
          </div>
          <SearchResultPreview
            title={seo.seoTitle ?? (title.trim() || 'Untitled Document')}
            description={seo.metaDescription ?? excerpt}
            descriptionIsExcerpt={seo.metaDescription === null && excerpt !== ''}
            site={siteOf(websiteUrl)}
            slug={seo.slug}
          />
        </CardContent>
      </Card>
    </section>
  );
}
