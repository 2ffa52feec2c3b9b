import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'admin', role: 'Administrator' },
  demo: { username: 'demo', password: 'demo', role: 'Demo' },
  user: { username: 'user', password: 'user', role: 'Radnik' },
  ops: { username: 'ops', password: 'ops', role: 'Operativa' },
} as const;

/** The firm's calendar day (Europe/Belgrade), whatever this machine's time zone: the portal's "today". */
export function firmDay(): { year: number; month: number; day: number } {
  const [year, month, day] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' }).split('-');
  return { year: Number(year), month: Number(month), day: Number(day) };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Korisničko ime').fill(username);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

export async function signInAt(page: Page, path: string, who: keyof typeof DEMO) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO[who].username, DEMO[who].password);
}

export async function storedSession(page: Page) {
  return page.evaluate(() => localStorage.getItem('rp.session'));
}

/**
 * A fresh worker of `role` created through the API by the demo Admin, for a test that changes account-wide
 * settings (language, password) without disturbing the demo accounts other specs use in parallel.
 */
export async function createWorker(request: APIRequestContext, role: 'User' | 'Demo' | 'Operations') {
  const login = await request.post('/api/radnici/authenticate', { data: { username: 'admin', password: 'admin' } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `e2e_${role.toLowerCase()}_${suffix}`;
  const password = 'lozinka-za-test';
  // The surname carries the suffix too: a retried test must not find the first attempt's worker by name.
  const prezime = `${role} ${suffix}`;
  const created = await request.post('/api/radnici', {
    headers: { authorization: `Bearer ${token}` },
    data: { ime: 'Test', prezime, username, permission: role, password, confirmPassword: password },
  });
  expect(created.ok()).toBe(true);
  return { username, password, name: `Test ${prezime}` };
}

async function signInApi(request: APIRequestContext, who: keyof typeof DEMO) {
  const login = await request.post('/api/radnici/authenticate', {
    data: { username: DEMO[who].username, password: DEMO[who].password },
  });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { access_token: string; radnik: number };
  return { headers: { authorization: `Bearer ${body.access_token}` }, radnikId: body.radnik };
}

/**
 * Removes the state holidays on `days` (YYYY-MM-DD) that an earlier attempt of a test left behind (a retry on the
 * full run must start from the same list as the first attempt did).
 */
export async function removeStateHolidays(request: APIRequestContext, days: readonly string[]) {
  const { headers } = await signInApi(request, 'admin');
  const list = await request.get('/api/drzavnipraznici/get', { headers });
  expect(list.ok()).toBe(true);
  const { itemList } = (await list.json()) as { itemList: Array<{ Id: number; Datum: string }> };
  for (const praznik of itemList.filter((item) => days.includes(item.Datum.slice(0, 10)))) {
    expect((await request.post(`/api/drzavnipraznici/delete/${praznik.Id}`, { headers })).ok()).toBe(true);
  }
}

/** Removes the demo worker `who`'s own holidays on `days` (YYYY-MM-DD) left by an earlier attempt of a test. */
export async function removeWorkerHolidays(request: APIRequestContext, who: keyof typeof DEMO, days: string[]) {
  const { headers, radnikId } = await signInApi(request, who);
  const list = await request.get(`/api/radnici/praznici/get/${radnikId}`, { headers });
  expect(list.ok()).toBe(true);
  const { itemList } = (await list.json()) as { itemList: Array<{ Id: number; Datum: string }> };
  for (const praznik of itemList.filter((item) => days.includes(item.Datum.slice(0, 10)))) {
    expect((await request.post(`/api/radnici/praznici/delete/${praznik.Id}`, { headers })).ok()).toBe(true);
  }
}

/** Removes the RSS feeds named `names` that an earlier attempt of a test left behind. */
export async function removeRssFeeds(request: APIRequestContext, names: readonly string[]) {
  const { headers } = await signInApi(request, 'admin');
  const list = await request.get('/api/rss/get', { headers });
  expect(list.ok()).toBe(true);
  const { itemList } = (await list.json()) as { itemList: Array<{ id: number; naziv: string }> };
  for (const feed of itemList.filter((item) => names.includes(item.naziv))) {
    expect((await request.post(`/api/rss/delete/${feed.id}`, { headers })).ok()).toBe(true);
  }
}

/** The portal's own files this page has loaded that the service worker's cache does not hold yet (offline, they fail). */
export function assetsNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const cache = await caches.open('rp-shell-v2');
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    return [...new Set(loaded)].filter((path) => !kept.has(path));
  });
}
