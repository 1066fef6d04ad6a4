import { useId } from 'react';
import { auditActionLabels, type AuditAction } from '@shared/audit-actions';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** What the log is narrowed to; empty strings mean "any". */
export interface AuditLogFilterValues {
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditLogFilterValues = { action: '', from: '', to: '' };

/** Radix Select items cannot carry an empty value; this one stands for "every action". */
const ANY_ACTION = 'any';

/** The audit log's filters: an action and a range of days, shared by Settings and the console. */
export function AuditLogFilters({ value, onChange }: { value: AuditLogFilterValues; onChange: (next: AuditLogFilterValues) => void }) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select value={value.action || ANY_ACTION} onValueChange={(next) => onChange({ ...value, action: next === ANY_ACTION ? '' : (next as AuditAction) })}>
          <SelectTrigger id={`${id}-action`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY_ACTION}>Every action</SelectItem>
            {Object.entries(auditActionLabels).map(([action, label]) => (
              <SelectItem key={action} value={action}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" value={value.from} max={value.to || undefined} onChange={(event) => onChange({ ...value, from: event.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="date" value={value.to} min={value.from || undefined} onChange={(event) => onChange({ ...value, to: event.target.value })} />
      </div>
    </div>
  );
}

/** The filters as query-string pairs, left out when empty. */
export function auditFilterParams(filters: AuditLogFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, text]) => text !== ''));
}
