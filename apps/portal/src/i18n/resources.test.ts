import { describe, expect, it } from 'vitest';
import { keyPaths, mergeMessages, messages } from './resources.ts';

describe('portal messages', () => {
  it('has the same keys in Serbian and English (plural forms differ by language)', () => {
    const base = (tree: typeof messages.sr) => [
      ...new Set(keyPaths(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
    ];
    const sr = base(messages.sr);
    const en = base(messages.en_US);
    expect(en.filter((key) => !sr.includes(key))).toEqual([]);
    expect(sr.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = (tree: typeof messages.sr) =>
      keyPaths(tree).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(messages.sr)).toEqual([]);
    expect(empty(messages.en_US)).toEqual([]);
  });

  it('names the account’s sign-out apart from the working day’s in every language', () => {
    for (const tree of [messages.sr, messages.en_US]) {
      const text = (path: string) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
      expect(text('shell.signOut')).not.toBe(text('workDay.signOut'));
      expect(text('shell.signOut')).not.toBe(text('workDay.state.odjavljen'));
    }
  });

  it('adds a feature’s keys to a shared section and refuses a redefinition', () => {
    expect(mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { b: 'z' } })).toThrow('a.b');
  });
});
