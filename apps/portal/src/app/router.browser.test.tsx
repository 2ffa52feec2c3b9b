import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { buildRoutes } from './router.tsx';

describe('the router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows a loading state, not a HydrateFallback warning, while the first lazy screen loads', async () => {
    const warn = vi.spyOn(console, 'warn');
    const container = document.createElement('div');
    document.body.append(container);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/login'] });
    let sawLoading = false;
    // Recorded as it happens: the fallback may be gone before a polling assertion looks.
    const observer = new MutationObserver(() => {
      sawLoading ||= container.querySelector('[data-slot="spinner"]') !== null;
    });
    observer.observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await vi.waitFor(() => expect(container.querySelector('input')).not.toBeNull());
    observer.disconnect();
    expect(sawLoading).toBe(true);
    const messages = warn.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
    root.unmount();
  });
});
