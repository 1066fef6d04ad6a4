import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { sectionAnchorClassName } from '@/lib/section-anchor';

interface SettingsSectionProps {
  /** The anchor /settings#id jumps to; also the id the page's "On this page" list links. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** What the section is for, under its heading. */
  description: ReactNode;
  /** The section's one action at the heading's end (New personality, Leave workspace). */
  action?: ReactNode;
  /** The content's own layout (grid gaps, dividers). */
  contentClassName?: string;
  children: ReactNode;
}

/**
 * One section of Settings: a card named by its level-2 heading (its region's name), which a link
 * can jump to and focus (sectionAnchorClassName), with its description and action in the header.
 */
export function SettingsSection({ id, icon: Icon, title, description, action, contentClassName, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className={cn('min-w-0', sectionAnchorClassName)}>
      <Card className="gap-4 py-5">
        <CardHeader className="px-5 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
              <CardTitle asChild>
                <h2 id={headingId} className="flex items-center gap-2 text-lg">
                  <Icon className="size-5" aria-hidden /> {title}
                </h2>
              </CardTitle>
              <CardDescription>{description}</CardDescription>
            </div>
            {action}
          </div>
        </CardHeader>
        <CardContent className={cn('min-w-0 px-5 sm:px-6', contentClassName)}>{children}</CardContent>
      </Card>
    </section>
  );
}
