import { describe, expect, it } from 'vitest';
import { commentsChangedMessage, isCommentsChanged } from './live-events.js';

describe('the comments-changed message', () => {
  it('is the JSON the contract names, and is recognised for its own document only', () => {
    expect(commentsChangedMessage(42)).toBe('{"type":"comments-changed","documentId":42}');
    expect(isCommentsChanged(commentsChangedMessage(42), 42)).toBe(true);
    expect(isCommentsChanged(commentsChangedMessage(42), 43)).toBe(false);
  });

  it('ignores anything else a connection might carry, malformed text included', () => {
    for (const payload of ['', 'comments-changed', '{"type":"comments-changed"}', '{"type":"other","documentId":42}', '{"type":"comments-changed","documentId":"42"}', 'null', '[]']) {
      expect(isCommentsChanged(payload, 42), payload).toBe(false);
    }
  });
});
