import { describe, expect, it } from 'vitest';
import type { RssItemList } from '@rp/contract';
import { newsState } from './news-state.ts';

const item = { feedId: 1, feed: 'Lokalne vesti', title: 'Cene stanova', link: 'https://example.com/1', date: null };
const feeds = (...names: string[]) => names.map((feed, index) => ({ feedId: index + 1, feed }));

describe('newsState', () => {
  it.each<[string, RssItemList, ReturnType<typeof newsState>]>([
    ['no feeds at all', { itemList: [], nedostupni: [], ukupnoIzvora: 0 }, { kind: 'empty' }],
    ['feeds without items', { itemList: [], nedostupni: [], ukupnoIzvora: 3 }, { kind: 'empty' }],
    ['a server that does not name failures', { itemList: [] }, { kind: 'empty' }],
    [
      'all eight feeds failed',
      { itemList: [], nedostupni: feeds('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), ukupnoIzvora: 8 },
      { kind: 'allFailed', count: 8 },
    ],
    [
      'some failed, the rest had nothing',
      { itemList: [], nedostupni: feeds('a'), ukupnoIzvora: 2 },
      { kind: 'items', items: [], failed: ['a'] },
    ],
    [
      'items, and one feed failed',
      { itemList: [item], nedostupni: feeds('Građevinske vesti'), ukupnoIzvora: 2 },
      { kind: 'items', items: [item], failed: ['Građevinske vesti'] },
    ],
  ])('%s', (_name, data, expected) => {
    expect(newsState(data)).toEqual(expected);
  });
});
