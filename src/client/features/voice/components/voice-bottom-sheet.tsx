import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Mic, X } from 'lucide-react';
import { useHydrated } from '@/lib/use-hydrated';

type VoiceBottomSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openLabel: string;
  title: string;
  description: string;
  children: ReactNode;
};

/**
 * Small screens only: a round microphone button at the bottom right opens a panel 80% of the
 * screen high (spec §9). A Radix dialog, so focus stays inside and Escape closes it.
 */
export function VoiceBottomSheet({ open, onOpenChange, openLabel, title, description, children }: VoiceBottomSheetProps) {
  // On the pre-rendered page a tap before React has taken over would be lost: until then the
  // button shows as not ready, as the page's Start button does.
  const hydrated = useHydrated();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger
        aria-label={openLabel}
        disabled={!hydrated}
        className="fixed right-5 bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 disabled:opacity-60 disabled:hover:scale-100 md:hidden"
      >
        <Mic className="size-6" aria-hidden />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-pop-out" />
        <DialogPrimitive.Content
          data-testid="voice-bottom-sheet"
          className="fixed inset-x-0 bottom-0 z-50 flex h-[80dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl border-t bg-background px-5 pt-3 pb-6 shadow-2xl data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <span className="mx-auto h-1.5 w-12 shrink-0 rounded-full bg-muted-foreground/30" aria-hidden />
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close data-dialog-escape className="rounded-md p-1 text-muted-foreground transition-colors hover:text-foreground">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
