import { describe, expect, it } from 'vitest';
import { readContactParams } from './contact-params.js';

const read = (query: string) => readContactParams(new URLSearchParams(query));

describe('readContactParams', () => {
  it('preselects a known plan and a topic slug', () => {
    expect(read('plan=enterprise&topic=emergency')).toEqual({ defaultPlanInterest: 'enterprise', defaultTopic: 'emergency' });
    expect(read('plan=Custom')).toEqual({ defaultPlanInterest: 'custom' });
    expect(read('topic=community')).toEqual({ defaultTopic: 'community' });
  });

  it('ignores unknown plans and topics that are not short slugs', () => {
    expect(read('plan=platinum')).toEqual({});
    expect(read('topic=%3Cscript%3E')).toEqual({});
    expect(read(`topic=${'a'.repeat(41)}`)).toEqual({});
    expect(read('')).toEqual({});
  });
});
