import { Logo } from '@/components/logo';
import { UserMenu } from '@/features/auth/components/user-menu';
import { ProductNav } from './product-nav';

/** Spec §2 "Shared header". On small screens the navigation drops to its own scrollable row. */
export function ProductHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 md:flex-nowrap md:py-0">
        <Logo to="/dashboard" className="md:h-16" />
        <ProductNav className="order-last w-full md:order-none md:w-auto md:flex-1" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
