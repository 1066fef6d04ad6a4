import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { APP_NAME } from '@/lib/app-name';
import { footerLinkGroups } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <div className="grid content-start gap-3">
          <Logo to="/" />
          <p className="text-sm text-muted-foreground">AI Writing Platform for writers, content teams and agencies.</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {footerLinkGroups.map(({ heading, links }) => (
            <div key={heading}>
              <h2 className="text-sm font-semibold">{heading}</h2>
              <ul className="mt-3 grid gap-2">
                {links.map(({ label, to }) => (
                  <li key={to}>
                    <Link to={to} className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
