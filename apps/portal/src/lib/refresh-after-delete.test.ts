import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { isRecordKey, refreshAfterDelete } from './refresh-after-delete.ts';

describe('refreshAfterDelete', () => {
  it("refreshes the lists a screen watches but not the deleted record's own queries, which only go stale", async () => {
    const queryClient = new QueryClient();
    const fetched: string[] = [];
    const watch = (queryKey: readonly unknown[]) => {
      const observer = new QueryObserver(queryClient, {
        queryKey,
        queryFn: () => {
          fetched.push(JSON.stringify(queryKey));
          return 'data';
        },
        staleTime: Infinity,
      });
      return observer.subscribe(() => {});
    };
    const stops = [
      watch(['procene', 'list', {}]),
      watch(['procene', 'detail', 21]),
      watch(['procene', 'istorija', 21]),
      watch(['procene', 'detail', 22]),
      watch(['klijenti', 'list', {}]),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetched.length = 0;

    await refreshAfterDelete(queryClient, [['procene']], isRecordKey('procene', ['detail', 'istorija'], 21));

    expect(fetched.sort()).toEqual(['["procene","detail",22]', '["procene","list",{}]']);
    expect(queryClient.getQueryState(['procene', 'detail', 21])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['procene', 'istorija', 21])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['klijenti', 'list', {}])?.isInvalidated).toBe(false);
    for (const stop of stops) stop();
  });

  it('names a record by its root, kinds and id', () => {
    const isOf = isRecordKey('klijenti', ['detail'], 5);
    expect(isOf(['klijenti', 'detail', 5])).toBe(true);
    expect(isOf(['klijenti', 'detail', 6])).toBe(false);
    expect(isOf(['klijenti', 'list', 5])).toBe(false);
    expect(isOf(['masine', 'detail', 5])).toBe(false);
  });
});
