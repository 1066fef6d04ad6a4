import { BrainCircuit, Crown, InfinityIcon, type LucideIcon } from 'lucide-react';

type Privilege = { icon: LucideIcon; text: string };

const privileges: Privilege[] = [
  { icon: Crown, text: 'Unlimited enterprise features' },
  { icon: BrainCircuit, text: 'Advanced AI training and analytics' },
  { icon: InfinityIcon, text: 'Lifetime access with no billing' },
];

export function MasterPrivileges() {
  return (
    <section aria-labelledby="master-privileges-heading" className="rounded-lg border bg-muted/50 p-4">
      <h2 id="master-privileges-heading" className="text-sm font-semibold">
        Master privileges
      </h2>
      <ul className="mt-3 grid gap-2.5">
        {privileges.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
