import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { sessionKeys } from '../features/session/api.ts';
import { DemoBanner } from './demo-banner.tsx';

// act() flushes each render before the next assertion (React warns about act() in an environment without this flag).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DEMO_LOGINS = [
  { username: 'admin', password: 'admin', role: 'Admin' as const },
  { username: 'user', password: 'user', role: 'User' as const },
];

async function renderBanner(demo: boolean) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.config(), { demo, demoLogins: demo ? DEMO_LOGINS : [] });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <DemoBanner />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  return container;
}

describe('the demo banner of every screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the demo logins in the interface language', async () => {
    await act(async () => void (await i18n.changeLanguage('sr')));
    const banner = (await renderBanner(true)).querySelector('[data-testid="demo-banner"]');
    expect(banner?.textContent).toBe('Demo instalacija. Prijave za isprobavanje: admin/admin, user/user.');
    await act(async () => void (await i18n.changeLanguage('en_US')));
    expect(document.querySelector('[data-testid="demo-banner"]')?.textContent).toBe(
      'Demo installation. Logins to try: admin/admin, user/user.',
    );
    await act(async () => void (await i18n.changeLanguage('sr')));
  });

  it('is absent outside demo mode', async () => {
    const container = await renderBanner(false);
    expect(container.querySelector('[data-testid="demo-banner"]')).toBeNull();
  });
});
