import { expect, it } from 'vitest';
import { parsePlanParam } from '../../../lib/plan-param.js';
import { selfServePlanHref } from './plan-href.js';

it('sends a visitor to sign up with the plan chosen', () => {
  expect(selfServePlanHref('individual', false)).toBe('/signup?plan=individual');
  expect(selfServePlanHref('family', false)).toBe('/signup?plan=family');
});

it('sends a signed-in user straight to the subscription screen with the plan chosen', () => {
  expect(selfServePlanHref('individual', true)).toBe('/subscription?plan=individual');
  expect(selfServePlanHref('family', true)).toBe('/subscription?plan=family');
});

it('writes a plan the sign-up and subscription screens read back', () => {
  const query = new URL(selfServePlanHref('family', false), 'http://localhost').searchParams;
  expect(parsePlanParam(query.get('plan'))).toBe('family');
});
