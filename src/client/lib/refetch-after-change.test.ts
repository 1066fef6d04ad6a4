import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refetchAfterChange } from './refetch-after-change';

const queryClient = new QueryClient();
afterEach(() => queryClient.clear());

/** A list on a server whose answers arrive when the test says, each reading the data as it was when asked. */
function slowServer() {
  let unread = 0;
  const pending: Array<() => void> = [];
  const queryFn = () => {
    const read = unread;
    return new Promise<number>((resolve) => pending.push(() => resolve(read)));
  };
  return {
    queryFn,
    change: () => (unread += 1),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    get asked() {
      return pending.length;
    },
  };
}

describe('refetchAfterChange', () => {
  it('does not let a first fetch that read the data before a change stand: it fetches again', async () => {
    const server = slowServer();
    const observer = new QueryObserver(queryClient, { queryKey: ['bell'], queryFn: server.queryFn });
    const seen: Array<number | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(server.asked).toBe(1);

    // The change is committed and announced while the first fetch, which read before it, is on its way.
    server.change();
    const refetched = refetchAfterChange(queryClient, ['bell']);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refetched;

    expect(observer.getCurrentResult().data).toBe(1);
    expect(seen.filter((data) => data !== undefined)).toEqual([1]);
    unsubscribe();
  });

  it('fetches again when the query already has data', async () => {
    const server = slowServer();
    const observer = new QueryObserver(queryClient, { queryKey: ['list'], queryFn: server.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe(0);

    server.change();
    const refetched = refetchAfterChange(queryClient, ['list']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refetched;
    expect(observer.getCurrentResult().data).toBe(1);
    unsubscribe();
  });
});
