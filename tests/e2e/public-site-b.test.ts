import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';

/**
 * The public pages of issue 6 part B (/contact, /support, /blog and its posts, /community, /about,
 * /careers, /privacy, /terms, /cookies): their key content from the spec, the buttons the prototype
 * left dead going somewhere real, accessibility and narrow screens.
 */
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: app.url });
  page = await context.newPage();
  page.on('console', (message) => {
    // A visitor's session check answers 401 by design, and an unknown post's page 404: the browser logs both.
    if (message.type() === 'error' && !/\b(401|404)\b/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});
afterEach(async () => {
  await context?.close();
  // Emptied each time, so one test's console error fails that test alone.
  expect(consoleErrors.splice(0)).toEqual([]);
});

/** Pre-rendered pages are interactive once React has hydrated them. */
async function openPage(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function expectNoSeriousAxeViolations(): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Headings never skip a level (h1 → h3), and there is exactly one h1. */
async function expectHeadingsInOrder(): Promise<void> {
  const levels = await page.evaluate<number[]>(
    `[...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]))`,
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let index = 1; index < levels.length; index += 1) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
}

const main = () => page.getByRole('main');
const mainText = () => main().innerText();
const region = (name: string) => main().getByRole('region', { name, exact: true });

async function hrefsOf(links: Locator): Promise<string[]> {
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
}

const myPages = ['/contact', '/support', '/blog', '/blog/brand-voice-that-scales', '/community', '/about', '/careers', '/privacy', '/terms', '/cookies'];

describe('contact', () => {
  it('has the form, contact details, the enterprise card, and Visit Help Center goes to /support', async () => {
    await openPage('/contact');
    await main().getByRole('form', { name: 'Contact form' }).waitFor();
    await main().getByLabel('Email').waitFor();
    const text = await mainText();
    for (const expected of ['Contact details', 'Enterprise support', '24 hours', 'Help center', 'Mon-Fri 9AM-6PM PST']) expect(text).toContain(expected);

    await main().getByRole('link', { name: 'Visit Help Center' }).click();
    await page.waitForURL(`${app.url}/support`);
    await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
  });

  it('preselects the plan and topic from the address', async () => {
    await openPage('/contact?plan=enterprise&topic=emergency');
    expect(await main().getByRole('combobox', { name: /Plan interest/ }).innerText()).toContain('Enterprise Plan');
    expect(await main().getByLabel('Subject (optional)').inputValue()).toBe('Emergency support');
  });
});

describe('support', () => {
  it('shows the three channels with their response times, the hours and four FAQs that open from the keyboard', async () => {
    await openPage('/support');
    const channels = await region('Support channels').innerText();
    for (const expected of ['Live Chat', 'Under 2 minutes', 'Email Support', 'Under 4 hours', 'Enterprise Support', '24-hour guarantee', 'Mon-Fri 9AM-6PM PST']) {
      expect(channels).toContain(expected);
    }

    const faq = region('Frequently asked questions');
    const questions = faq.locator('summary');
    expect(await questions.count()).toBe(4);
    const answer = faq.getByText('Upload or paste 3 to 5 samples', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });
  });

  it('links every knowledge-base entry to a real page, never to #', async () => {
    await openPage('/support');
    const hrefs = await hrefsOf(region('Knowledge base').getByRole('link'));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/[a-z]/);
      const response = await page.request.get(href.split('#')[0]!);
      expect(response.status(), href).toBe(200);
    }
  });

  it('opens the contact form on the emergency topic from the emergency chat button (15-minute response)', async () => {
    await openPage('/support');
    expect(await region('Production issue? Use emergency chat').innerText()).toContain('15 minutes');
    await main().getByRole('link', { name: 'Start Emergency Chat' }).click();
    await page.waitForURL(`${app.url}/contact?topic=emergency`);
    await main().getByRole('form', { name: 'Contact form' }).waitFor();
    expect(await main().getByLabel('Subject (optional)').inputValue()).toBe('Emergency support');
  });
});

describe('blog', () => {
  const postTitles = () => main().getByRole('region', { name: 'Latest articles' }).getByRole('heading', { level: 3 }).allInnerTexts();

  it('lists one featured and three regular posts, filters by category in the address, and the filter can be shared', async () => {
    await openPage('/blog');
    expect(await postTitles()).toHaveLength(4);
    expect(await main().getByText('Featured', { exact: true }).count()).toBe(1);

    await main().getByRole('button', { name: 'SEO', exact: true }).click();
    await page.waitForURL(`${app.url}/blog?category=SEO`);
    await main().getByRole('status').filter({ hasText: '1 post in SEO' }).waitFor();
    expect(await postTitles()).toEqual(['SEO Briefs That Rank Without Sounding Robotic']);
    expect(await main().getByRole('button', { name: 'SEO', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await main().getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL(`${app.url}/blog`);
    await main().getByRole('status').filter({ hasText: '4 posts' }).waitFor();
    expect(await postTitles()).toHaveLength(4);

    // A shared link opens the filtered list (the pre-rendered page is unfiltered until hydrated).
    await openPage('/blog?category=AI%20Writing');
    await main().getByRole('status').filter({ hasText: '2 posts in AI Writing' }).waitFor();
    expect(await postTitles()).toHaveLength(2);
    await main().getByLabel('Email address').waitFor();
    await main().getByRole('button', { name: 'Subscribe' }).waitFor();
  });

  it('opens the full article at its own address from Read More', async () => {
    await openPage('/blog');
    await main().getByRole('link', { name: /^Read More about SEO Briefs/ }).click();
    await page.waitForURL(`${app.url}/blog/seo-briefs-that-rank`);
    await page.getByRole('heading', { level: 1, name: 'SEO Briefs That Rank Without Sounding Robotic' }).waitFor();
    await main().getByRole('heading', { level: 2, name: 'Brief the question, not the phrase' }).waitFor();
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    await main().getByRole('link', { name: 'All posts' }).click();
    await page.waitForURL(`${app.url}/blog`);
  });

  it('answers an unknown post with "404 Page Not Found" and a 404 status', async () => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect((await page.request.get('/blog/dictation-for-writers')).status()).toBe(200);
  });
});

describe('community', () => {
  it('shows stats, six channels with activity, three events that register, contributors and join buttons that go somewhere real', async () => {
    await openPage('/community');
    expect(await region('The community in figures').innerText()).toContain('36,000+');

    const channels = region('Community channels');
    expect(await channels.getByRole('heading', { level: 3 }).count()).toBe(6);
    const channelText = await channels.innerText();
    for (const level of ['Very High', 'High', 'Medium']) expect(channelText).toContain(level);
    expect(channelText).toContain('12,480');

    const events = region('Upcoming events');
    expect(await events.getByRole('heading', { level: 3 }).count()).toBe(3);
    const eventText = await events.innerText();
    for (const type of ['Webinar', 'Workshop', 'Casual Meet']) expect(eventText).toContain(type);
    expect(await events.getByRole('button', { name: 'Register Free' }).count()).toBe(3);
    await events.getByRole('button', { name: 'Register Free' }).first().click();
    await page.getByRole('dialog').getByText('Brand Voice Masterclass', { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    expect(await region('Featured contributors').getByRole('heading', { level: 3 }).count()).toBe(3);

    const joinLinks = channels.getByRole('link', { name: /^Join / });
    expect(await joinLinks.count()).toBe(6);
    for (const href of await hrefsOf(joinLinks)) {
      expect(href).toBe('/contact?topic=community');
    }
    await main().getByRole('link', { name: 'Join Community Chat' }).click();
    await page.waitForURL(`${app.url}/contact?topic=community`);
    expect(await main().getByLabel('Subject (optional)').inputValue()).toBe('Community chat');
  });

  it('scrolls to the events from the hero', async () => {
    await openPage('/community');
    await main().getByRole('link', { name: 'See Upcoming Events' }).click();
    await page.waitForURL(`${app.url}/community#events`);
    await expect.poll(() => page.evaluate<number>(`Math.round(document.getElementById('events').getBoundingClientRect().top)`)).toBeLessThan(120);
  });
});

describe('about', () => {
  it('has mission, stats, values, four leaders, timeline, investors and links to pricing and careers', async () => {
    await openPage('/about');
    for (const heading of ['What we value', 'Leadership', 'Our story so far', 'Backed by']) {
      await main().getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    expect(await mainText()).toContain('Our mission');
    expect(await region('Leadership').getByRole('heading', { level: 3 }).count()).toBe(4);
    expect(await region('Our story so far').getByRole('listitem').count()).toBe(4);
    expect(await main().getByRole('link', { name: 'View Pricing' }).first().getAttribute('href')).toBe('/pricing');
    expect(await main().getByRole('link', { name: 'Join Our Team' }).getAttribute('href')).toBe('/careers');
  });
});

describe('careers', () => {
  it('has its own top bar, the hiring banner, perks with their budgets, six positions with salaries and the hiring process', async () => {
    await openPage('/careers');
    const topBar = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await topBar.getByRole('link').allInnerTexts()).toEqual(['Home', 'About', 'Features', 'Contact']);

    const hiring = await region('We’re Hiring!').innerText();
    expect(hiring).toContain('6 open positions across Engineering, Design, Marketing and Customer Success');

    expect(await main().getByRole('region', { name: /^Why work at / }).getByRole('heading', { level: 3 }).count()).toBe(6);
    const perks = region('Benefits & Perks');
    expect(await perks.getByRole('heading', { level: 3 }).count()).toBe(6);
    const perkText = await perks.innerText();
    for (const expected of ['$2K home-office budget', 'quarterly company-wide rest weeks', '$3K annual learning budget', 'Equity']) {
      expect(perkText).toContain(expected);
    }

    const positions = region('Open Positions');
    expect(await positions.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Senior AI Engineer',
      'Product Designer',
      'Developer Relations Engineer',
      'Customer Success Manager',
      'Marketing Data Analyst',
      'Content Marketing Specialist',
    ]);
    const positionText = await positions.innerText();
    for (const salary of ['$180K-$250K', '$130K-$170K', '$120K-$160K', '$90K-$120K', '$85K-$115K', '$70K-$95K']) expect(positionText).toContain(salary);
    for (const location of ['San Francisco or Remote', 'New York or Remote']) expect(positionText).toContain(location);
    expect(await positions.getByRole('heading', { level: 4, name: 'Key requirements' }).count()).toBe(6);
    expect(await positions.getByRole('button', { name: 'Apply Now' }).count()).toBe(6);

    const steps = region('Our Hiring Process');
    expect(await steps.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Application', 'Phone Screen', 'Technical Interview', 'Final Interview']);
    expect(await steps.innerText()).toContain('30-minute');

    const general = region('Don’t See the Perfect Role?');
    expect((await general.getByRole('link', { name: 'Contact Us' }).getAttribute('href'))?.startsWith('/contact')).toBe(true);
    expect(await region('Equal opportunity employer').innerText()).toContain('equal opportunity employer');
  });

  it('opens the application for a position and the general application', async () => {
    await openPage('/careers');
    await region('Open Positions').getByRole('button', { name: 'Apply Now' }).nth(1).click();
    await page.getByRole('dialog').getByText('Product Designer', { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await main().getByRole('button', { name: 'Send General Application' }).click();
    await page.getByRole('dialog').getByLabel('Cover letter').waitFor();
  });
});

describe('legal pages', () => {
  const pages = [
    { path: '/privacy', title: 'Privacy Policy', clause: 'not intended for children under 13' },
    { path: '/terms', title: 'Terms of Service', clause: 'at least 30 days before it applies' },
    { path: '/terms', title: 'Terms of Service', clause: 'the fees you paid us in the 12 months before' },
    { path: '/cookies', title: 'Cookie Policy', clause: 'Strictly necessary' },
  ];

  it.each(pages)('$path is dated December 15, 2024 and says "$clause"', async ({ path, title, clause }) => {
    await openPage(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const text = await mainText();
    expect(text).toContain('Last updated: December 15, 2024');
    expect(text).toContain(clause);
    // The table of contents leads to each section.
    const contents = main().getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThanOrEqual(6);
    const target = (await contents.nth(2).getAttribute('href'))!;
    expect(await main().locator(target).count()).toBe(1);
  });

  it('opens the cookie preferences from Manage Cookie Preferences', async () => {
    await openPage('/cookies');
    await main().getByRole('button', { name: 'Manage Cookie Preferences' }).click();
    await page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor();
  });
});

describe('every part B page', () => {
  it.each(myPages)('%s is pre-rendered, passes axe, keeps headings in order and fits a 360 px screen', async (path) => {
    const html = await (await page.request.get(path)).text();
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html);
    expect(heading, `${path} has its h1 in the served HTML`).not.toBeNull();

    await openPage(path);
    await expectNoSeriousAxeViolations();
    await expectHeadingsInOrder();

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
