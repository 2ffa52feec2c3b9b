import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPath, useRememberList } from './list-return.ts';
import { clearSession, setSession } from './session-store.ts';

function ProceneList() {
  useRememberList('procene.list');
  return <p>procene</p>;
}

// act() flushes each render and navigation before the next assertion.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let router: ReturnType<typeof createMemoryRouter> | undefined;

async function visit(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  router = createMemoryRouter([{ path: '/index/procene/list', element: <ProceneList /> }], { initialEntries: [path] });
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router!} />));
}

const signIn = (id: number) => setSession({ id, roles: ['Admin'], token: `token-${id}` });

beforeEach(() => {
  sessionStorage.clear();
  signIn(5);
});
afterEach(() => {
  act(() => root?.unmount());
  router?.dispose();
  clearSession();
  sessionStorage.clear();
});

describe('the way back to a list', () => {
  it('opens the list with the filters it was left with, following each change of them', async () => {
    expect(listPath('procene.list')).toBe('/index/procene/list');
    await visit('/index/procene/list?aktivnaFaza=1&prioritet=2');
    expect(listPath('procene.list')).toBe('/index/procene/list?aktivnaFaza=1&prioritet=2');
    await act(() => router!.navigate('/index/procene/list?prioritet=3'));
    expect(listPath('procene.list')).toBe('/index/procene/list?prioritet=3');
    // back to the defaults
    await act(() => router!.navigate('/index/procene/list'));
    expect(listPath('procene.list')).toBe('/index/procene/list');
    // another list is not touched
    expect(listPath('klijenti.list')).toBe('/index/klijenti/list');
  });

  it("keeps one user's filters from another signing in this tab, and ignores what is not a query", async () => {
    await visit('/index/procene/list?prioritet=2');
    signIn(6);
    expect(listPath('procene.list')).toBe('/index/procene/list');
    signIn(5);
    expect(listPath('procene.list')).toBe('/index/procene/list?prioritet=2');
    sessionStorage.setItem('rp.lists', JSON.stringify({ userId: 5, lists: { 'procene.list': '//evil.example' } }));
    expect(listPath('procene.list')).toBe('/index/procene/list');
    sessionStorage.setItem('rp.lists', '{not json');
    expect(listPath('procene.list')).toBe('/index/procene/list');
  });
});
