import type { RssItemList } from '@rp/contract';

export type NewsState =
  | { kind: 'items'; items: RssItemList['itemList']; failed: string[] }
  /** No feed gave an item and none failed: there really is no news (or no feed). */
  | { kind: 'empty' }
  /** Every feed failed: 'Nema vesti.' would hide it. */
  | { kind: 'allFailed'; count: number };

/** What the home page's news card says: the items (naming feeds that failed), no news, or that every feed failed. */
export function newsState(data: RssItemList): NewsState {
  const failed = (data.nedostupni ?? []).map((feed) => feed.feed);
  if (data.itemList.length > 0) return { kind: 'items', items: data.itemList, failed };
  if (failed.length > 0 && failed.length >= (data.ukupnoIzvora ?? failed.length))
    return { kind: 'allFailed', count: failed.length };
  return failed.length > 0 ? { kind: 'items', items: [], failed } : { kind: 'empty' };
}
