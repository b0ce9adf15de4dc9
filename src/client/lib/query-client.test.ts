import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshQueries } from './query-client';

/**
 * A list whose first read is still under way when a write lands (home's recent stories while a parent's
 * guest stories move into the new account): the server answers what it had when each read started.
 */
async function listAfterWrite(refresh: (client: ReturnType<typeof createQueryClient>) => Promise<unknown>) {
  const client = createQueryClient();
  let server = ['before'];
  const answers: (() => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['stories', 'list', 'recent'],
    queryFn: () => {
      const seen = [...server];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(seen)));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  expect(answers).toHaveLength(1); // the first read has started
  server = ['before', 'moved in'];
  const refreshing = refresh(client);
  // The first read answers (with what it saw), then any read the refresh started.
  while (answers.length) {
    answers.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  }
  await refreshing;
  unsubscribe();
  return client.getQueryData<string[]>(['stories', 'list', 'recent']);
}

describe('refreshQueries', () => {
  it("reads again after a write, though the query's first read was still under way", async () => {
    expect(await listAfterWrite((client) => refreshQueries(client, ['stories']))).toEqual([
      'before',
      'moved in',
    ]);
  });

  it('(invalidateQueries alone keeps the answer read before the write)', async () => {
    expect(await listAfterWrite((client) => client.invalidateQueries({ queryKey: ['stories'] }))).toEqual([
      'before',
    ]);
  });
});
