import { Link } from 'react-router';
import { FileText, Mail, Share2, Sparkles, type LucideIcon } from 'lucide-react';
import type { Personality, Template, TemplateCategory } from '@shared/contract/documents';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PersonalityDot } from '@/components/personalities/personality-dot';
import { findPersonality } from '@/lib/personalities/personality-label';

const categories: Record<TemplateCategory, { label: string; icon: LucideIcon }> = {
  email: { label: 'Email', icon: Mail },
  blog: { label: 'Blog', icon: FileText },
  social: { label: 'Social', icon: Share2 },
  other: { label: 'Other', icon: Sparkles },
};

/** Blank lines would waste the preview's three lines. */
function previewOf(content: string): string {
  return content.replace(/\n\s*\n+/g, '\n').trim();
}

type TemplateCardProps = { template: Template; personalities: readonly Personality[] | undefined };

export function TemplateCard({ template, personalities }: TemplateCardProps) {
  const category = categories[template.category];
  const CategoryIcon = category.icon;
  const personality = findPersonality(template.personalityId, personalities);

  return (
    <Card className="h-full gap-4 py-5">
      <div className="grid gap-2 px-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base leading-snug font-semibold">{template.name}</h2>
          <Badge variant="secondary">
            <CategoryIcon aria-hidden />
            {category.label}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{template.description}</p>
      </div>
      <p className="flex items-center gap-1.5 px-5 text-xs text-muted-foreground">
        {personality ? <PersonalityDot color={personality.color} className="size-2" /> : null}
        <span>
          <span className="sr-only">AI personality: </span>
          {personality?.name ?? 'Default'}
        </span>
      </p>
      {/* Plain text: a template's markdown is shown as written, never rendered. */}
      <div className="mx-5 rounded-md bg-muted/60 px-3 py-2">
        <p className="line-clamp-3 font-mono text-xs leading-relaxed break-words whitespace-pre-line text-muted-foreground">
          {previewOf(template.content)}
        </p>
      </div>
      <div className="mt-auto px-5">
        <Button asChild variant="outline" className="w-full">
          <Link to={`/editor?template=${template.id}`}>Use This Template</Link>
        </Button>
      </div>
    </Card>
  );
}
