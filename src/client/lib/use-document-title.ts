import { useEffect } from 'react';
import { APP_NAME } from './app-name';

type TitleSource = (pathname: string) => string | undefined;
let publicPageTitle: TitleSource = () => undefined;

/**
 * Public pages take their title from one record (features/marketing/seo), the same one the server
 * writes into their pre-rendered head; the app registers it here, as lib cannot import features.
 */
export function setPublicPageTitleSource(source: TitleSource): void {
  publicPageTitle = source;
}

export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = publicPageTitle(window.location.pathname) ?? (pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME);
  }, [pageTitle]);
}
