import { CalendarCheck, FileStack, PenLine, Users, type LucideIcon } from 'lucide-react';

type Benefit = { icon: LucideIcon; title: string; description: string };

const benefits: Benefit[] = [
  { icon: CalendarCheck, title: '14-day free trial', description: 'Every feature, no credit card required.' },
  { icon: PenLine, title: 'AI writing assistance', description: 'Drafts, rewrites and suggestions in your brand voice.' },
  { icon: Users, title: 'Multi-client support', description: 'Keep brands, projects and files for each client apart.' },
  { icon: FileStack, title: 'Document processing', description: 'Upload reference files and put their text to work.' },
];

export function SignupBenefits() {
  return (
    <section aria-labelledby="signup-benefits-heading" className="grid gap-6">
      <h2 id="signup-benefits-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Start your 14-day free trial
      </h2>
      <ul className="grid gap-5">
        {benefits.map(({ icon: Icon, title, description }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-background text-primary shadow-xs">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
