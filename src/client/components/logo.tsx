import type { MouseEventHandler } from 'react';
import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-from to-brand-to text-white shadow-sm',
        className,
      )}
      aria-hidden
    >
      <PenLine className="size-4" strokeWidth={2.5} />
    </span>
  );
}

type LogoProps = { to: string; className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

/** The product name with its mark, linking to `to`; the link's accessible name is the product name. */
export function Logo({ to, className, onClick }: LogoProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight', className)}
    >
      <LogoMark />
      <span>{APP_NAME}</span>
    </Link>
  );
}
