import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lazyQueryClient, toQueryClientSource } from './query-client-source.ts';

describe('the query cache source', () => {
  it('makes one query client, on first demand, whoever asks', async () => {
    const source = lazyQueryClient();
    const [first, second] = await Promise.all([source(), source()]);
    expect(first).toBeInstanceOf(QueryClient);
    expect(second).toBe(first);
    expect(await source()).toBe(first);
  });

  it('gives each portal its own cache', async () => {
    expect(await lazyQueryClient()()).not.toBe(await lazyQueryClient()());
  });

  it('hands out a client made elsewhere as it is, and a source unchanged', async () => {
    const client = new QueryClient();
    const source = toQueryClientSource(client);
    expect(await source()).toBe(client);
    expect(toQueryClientSource(source)).toBe(source);
  });
});
