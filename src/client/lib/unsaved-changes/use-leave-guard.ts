import { useCallback, useContext, type MouseEvent } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { UnsavedChangesContext } from './unsaved-changes-context';

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Navigation that asks first when the screen on show has unsaved changes. */
export function useLeaveGuard() {
  const context = useContext(UnsavedChangesContext);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (context) context.confirmLeave(leave);
      else leave();
    },
    [context],
  );

  const navigateAfterConfirm = useCallback(
    (to: string, options?: NavigateOptions) => confirmLeave(() => void navigate(to, options)),
    [confirmLeave, navigate],
  );

  /** An onClick for a router link: lets it through, or holds it until the user confirms. */
  const guardLinkClick = useCallback(
    (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || opensElsewhere(event) || !context?.hasUnsavedChanges()) return;
      // A link to the screen already on show keeps its state, so there is nothing to lose.
      if (to === `${pathname}${search}`) return;
      event.preventDefault();
      context.confirmLeave(() => void navigate(to));
    },
    [context, navigate, pathname, search],
  );

  return { confirmLeave, navigateAfterConfirm, guardLinkClick };
}
