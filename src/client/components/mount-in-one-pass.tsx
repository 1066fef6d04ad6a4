import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` for one commit, then mounts `children` in a render of their own that React
 * runs in one pass. A large tree mounted in a time-sliced render (a lazy screen's, which React
 * retries at low priority) is started again from scratch by every urgent update that arrives while
 * it renders, such as a query's answer: the editor of a 20,000-word document was mounted six times
 * over 300 ms before its first commit. An update set in a layout effect is rendered synchronously
 * and before the browser paints, so the fallback is never seen and the tree mounts once.
 */
export function MountInOnePass({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [mounting, setMounting] = useState(true);
  // The point of this component: the update made here is the synchronous render described above.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounting(false), []);
  return mounting ? fallback : children;
}
