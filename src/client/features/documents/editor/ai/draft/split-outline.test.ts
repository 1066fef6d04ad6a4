import { describe, expect, it } from 'vitest';
import { splitOutline } from './split-outline';

describe('splitOutline', () => {
  it('reads the title and each level-2 section with its notes', () => {
    expect(splitOutline('# Tents for spring\n\n## Why ultralight\nWeight matters on long walks.\n\n## Choosing a size\n- Solo\n- Two people\n')).toEqual({
      title: 'Tents for spring',
      sections: ['## Why ultralight\nWeight matters on long walks.', '## Choosing a size\n- Solo\n- Two people'],
    });
  });

  it('reads a plain list, one section per line, when there are no level-2 headings', () => {
    expect(splitOutline('# Guide\n1. Pick a tent\n2. Pack light\n\n- Set up fast')).toEqual({
      title: 'Guide',
      sections: ['## Pick a tent', '## Pack light', '## Set up fast'],
    });
  });

  it('has no sections for an empty outline', () => {
    expect(splitOutline('  \n')).toEqual({ title: null, sections: [] });
  });
});
