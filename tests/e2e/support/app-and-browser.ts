import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './app-server.js';
import { launchBrowser } from './browser.js';

export interface AppAndBrowser {
  app: RunningApp;
  browser: Browser;
}

/**
 * A test file's app (started as `npm start` starts it) and Chromium, started side by side. If
 * either fails to start, the other is stopped before the error is thrown, so nothing is left running.
 */
export async function startAppAndBrowser(options?: Parameters<typeof startApp>[0]): Promise<AppAndBrowser> {
  const [app, browser] = await Promise.allSettled([startApp(options), launchBrowser()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') return { app: app.value, browser: browser.value };
  await stopAppAndBrowser({
    app: app.status === 'fulfilled' ? app.value : undefined,
    browser: browser.status === 'fulfilled' ? browser.value : undefined,
  });
  throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
}

export async function stopAppAndBrowser({ app, browser }: Partial<AppAndBrowser>): Promise<void> {
  await browser?.close();
  await app?.stop();
}
