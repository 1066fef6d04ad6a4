import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. an icon badge. */
  badge?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The frame every sign-in style screen shares: the page's h1, a short lead, the form, a footer line. */
export function AuthCard({ title, description, badge, footer, className, children }: AuthCardProps) {
  return (
    <Card className={cn('w-full max-w-md shadow-lg shadow-primary/5', className)}>
      <CardHeader className="gap-2">
        {badge}
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
    </Card>
  );
}
