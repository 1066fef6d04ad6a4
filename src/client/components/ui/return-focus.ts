import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Focus back on what had it when a dialog opened, once the dialog closes. Radix returns focus to
 * the dialog's Trigger only, and most of our dialogs open from state (a card's button, a page's
 * "Add" button, a shortcut) with no Trigger, so focus fell to the page's body and keyboard users
 * started again from the top. The caller's own handlers run first and win by preventing the
 * default; an opener that is gone (a menu item) leaves Radix's behaviour as it was. Focus that an
 * action already moved elsewhere stays there: Replace in an AI answer puts the caret back in the
 * editor, and taking it away to the AI button would leave Ctrl+Z undoing nothing.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix announces the opening before it moves focus into the dialog.
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected || element === document.body) return;
      // Radix announces the closing once the dialog is gone, so focus is on the body unless moved.
      if (document.activeElement && document.activeElement !== document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
