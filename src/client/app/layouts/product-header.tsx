import { useRef } from 'react';
import { Logo } from '@/components/logo';
import { UserMenu } from '@/features/auth/components/user-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ImportDocumentButton } from '@/features/documents/components/import-document-button';
import { WorkspaceSwitcherItems } from '@/features/team/components/workspace-switcher';
import { HeaderPersonalitySelect } from '@/components/personalities/header-personality-select';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { useHeightVariable } from '@/lib/use-height-variable';
import { ProductNav } from './product-nav';

/** Spec §2 "Shared header". On small screens the navigation drops to its own scrollable row. */
export function ProductHeader() {
  const { guardLinkClick } = useLeaveGuard();
  const header = useRef<HTMLElement>(null);
  useHeightVariable(header, '--product-header-height');
  return (
    <header ref={header} data-product-header="" className="sticky top-0 z-40 print:hidden border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4 sm:px-6 xl:flex-nowrap xl:gap-x-6 xl:py-0">
        <Logo to="/dashboard" className="xl:h-16" onClick={guardLinkClick('/dashboard')} />
        <ProductNav className="order-last w-full xl:order-none xl:w-auto xl:flex-1" />
        <div className="ml-auto flex min-w-0 items-center gap-2 xl:ml-0">
          <HeaderPersonalitySelect className="w-32 sm:w-48" />
          <ImportDocumentButton />
          <NotificationBell />
          <UserMenu workspaces={<WorkspaceSwitcherItems />} />
        </div>
      </div>
    </header>
  );
}
