import { AlertTriangle, CheckCircle2, LoaderCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { FileProcessingStatus } from '@shared/contract/files';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Each status has its own icon as well as colour, so it is never told by colour alone. */
const statusStyles: Record<FileProcessingStatus, { label: string; icon: LucideIcon; className: string }> = {
  pending: { label: 'Processing…', icon: LoaderCircle, className: 'bg-blue-100 text-blue-800' },
  completed: { label: 'Completed', icon: CheckCircle2, className: 'bg-emerald-100 text-emerald-800' },
  partial: { label: 'Partial', icon: AlertTriangle, className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', icon: XCircle, className: 'bg-red-100 text-red-800' },
};

export function FileStatusBadge({ status }: { status: FileProcessingStatus }) {
  const { label, icon: Icon, className } = statusStyles[status];
  return (
    <Badge variant="outline" className={cn('border-transparent', className)} data-status={status}>
      <Icon className={cn(status === 'pending' && 'animate-spin')} aria-hidden />
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}
