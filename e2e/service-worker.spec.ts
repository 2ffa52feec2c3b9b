import { expect, test } from './fixtures.ts';
import { assetsNotKept, signInAt } from './helpers.ts';

test('the portal files are read from the service worker cache, and a screen opened later is kept for offline use', async ({
  page,
  context,
}) => {
  await signInAt(page, '/main', 'admin');
  // Signed in (the sign-in helper only submits the form): the shell's menu is there.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Klijenti' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => assetsNotKept(page), { timeout: 30_000 }).toEqual([]);

  // Chromium reads the files through the worker's static route from its cache (the worker's script is not asked).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sources = new Map<string, string | undefined>();
  cdp.on('Network.responseReceived', (event) => {
    const { url, serviceWorkerRouterInfo } = event.response;
    if (new URL(url).pathname.startsWith('/assets/')) sources.set(url, serviceWorkerRouterInfo?.actualSourceType);
  });

  // A screen whose code this browser has never loaded: the route falls back to the network, and the page names the
  // new files to the worker, which keeps them.
  await page.goto('/index/klijenti/list');
  await expect(page.getByRole('link', { name: 'Novi klijent' })).toBeVisible();
  const screenFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/klijenti-list-page')),
  );
  expect(screenFiles.length).toBeGreaterThan(0);
  await expect.poll(() => assetsNotKept(page), { timeout: 30_000 }).toEqual([]);
  expect([...sources.values()]).toContain('cache');
  expect([...sources.values()].every((source) => source === 'cache' || source === 'network')).toBe(true);

  // Offline, the same screen opens again from what the worker kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Novi klijent' })).toBeVisible();
  await context.setOffline(false);
});
