import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/index/radnici/list', '/index/radnici/list'],
    ['/main?x=1#y', '/main?x=1#y'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/login?redirect=/main', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('loginPath', () => {
  it('remembers a protected target', () => {
    expect(loginPath('/index/radnici/list')).toBe('/login?redirect=%2Findex%2Fradnici%2Flist');
  });
  it('drops the root and unsafe targets', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//x')).toBe('/login');
  });
});
