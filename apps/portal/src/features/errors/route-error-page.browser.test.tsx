import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { canReloadForCode, isCodeLoadError } from '../../lib/reload-once.ts';
import { RouteErrorPage } from './error-pages.tsx';

let root: Root | undefined;

function render(routes: RouteObject[]): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
    </I18nextProvider>,
  );
  return container;
}

function Thrower(): never {
  throw new Error('Cannot read properties of undefined (reading "Naziv")');
}

describe('the route error page', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await i18n.changeLanguage('sr');
  });
  afterEach(async () => {
    root?.unmount();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    sessionStorage.clear();
    await i18n.changeLanguage('sr');
  });

  it("shows a screen that threw as the portal's own page, in the user's language, never the developer's text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = render([{ path: '/', Component: Thrower, ErrorBoundary: RouteErrorPage }]);
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Došlo je do greške'));
    expect(container.textContent).toContain('Stranica nije mogla da se prikaže.');
    expect(container.querySelector('button')?.textContent).toBe('Učitaj ponovo');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(container.textContent).not.toMatch(/Unexpected Application Error|Naziv|undefined/);
    // the developer finds it in the console
    expect(logged.mock.calls.some((call) => String(call[0]).includes('Naziv'))).toBe(true);
  });

  it('in English too, and under the shell as a section, not a second main', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('en_US');
    const container = render([{ path: '/', Component: Thrower, ErrorBoundary: () => <RouteErrorPage isInShell /> }]);
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Something went wrong'));
    expect(container.querySelector('main')).toBeNull();
    expect(container.querySelector('section')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Reload');
  });

  it("says to check the connection when the screen's code fails to load again right after a reload", async () => {
    sessionStorage.setItem('rp.reloadedForCode', String(Date.now() - 5_000));
    const container = render([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Stranica nije mogla da se učita'));
    expect(container.textContent).toContain('Proverite vezu sa internetom');
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('reloading for new code', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads at most once a minute', () => {
    const now = Date.now();
    expect(canReloadForCode(now)).toBe(true);
    sessionStorage.setItem('rp.reloadedForCode', String(now - 59_000));
    expect(canReloadForCode(now)).toBe(false);
    sessionStorage.setItem('rp.reloadedForCode', String(now - 61_000));
    expect(canReloadForCode(now)).toBe(true);
  });

  it("tells a failed load of the portal's code from other errors", () => {
    expect(isCodeLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isCodeLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
