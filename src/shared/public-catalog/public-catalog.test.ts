import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from '../routes.js';
import { blogSlugs, isBlogSlug } from './blog-slugs.js';
import { communityEvents, findCommunityEvent } from './community-events.js';
import { findJobPosition, jobPositions } from './job-positions.js';

describe('blog post paths', () => {
  it('knows /blog/{slug} for every published slug and nothing else under /blog', () => {
    for (const slug of blogSlugs) expect(isKnownPagePath(`/blog/${slug}`)).toBe(true);
    expect(isKnownPagePath(`/blog/${blogSlugs[0]}/`)).toBe(true);
    expect(isKnownPagePath('/blog/no-such-post')).toBe(false);
    expect(isKnownPagePath(`/blog/${blogSlugs[0]}/comments`)).toBe(false);
    expect(isKnownPagePath('/blog')).toBe(true);
    expect(isBlogSlug('constructor')).toBe(false);
  });
});

describe('community events', () => {
  it('lists three upcoming events with unique ids and a real calendar date', () => {
    expect(communityEvents).toHaveLength(3);
    expect(new Set(communityEvents.map((event) => event.id)).size).toBe(3);
    for (const event of communityEvents) {
      expect(Number.isNaN(Date.parse(event.date))).toBe(false);
      expect(event.spots).toBeGreaterThan(0);
    }
    expect(communityEvents.map((event) => event.type).toSorted()).toEqual(['Casual Meet', 'Webinar', 'Workshop']);
    expect(findCommunityEvent(communityEvents[0].id)).toBe(communityEvents[0]);
    expect(findCommunityEvent('no-such-event')).toBeUndefined();
  });
});

describe('job positions', () => {
  it('lists the six positions of the spec with their salary ranges and three requirements each', () => {
    expect(jobPositions.map((position) => [position.title, position.department, position.salary])).toEqual([
      ['Senior AI Engineer', 'Engineering', '$180K-$250K'],
      ['Product Designer', 'Design', '$130K-$170K'],
      ['Developer Relations Engineer', 'Developer Experience', '$120K-$160K'],
      ['Customer Success Manager', 'Customer Success', '$90K-$120K'],
      ['Marketing Data Analyst', 'Marketing', '$85K-$115K'],
      ['Content Marketing Specialist', 'Marketing', '$70K-$95K'],
    ]);
    expect(new Set(jobPositions.map((position) => position.id)).size).toBe(6);
    for (const position of jobPositions) expect(position.requirements).toHaveLength(3);
    expect(findJobPosition('product-designer')?.title).toBe('Product Designer');
    expect(findJobPosition('chief-vibes-officer')).toBeUndefined();
  });
});
