import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createWorker, signIn } from './helpers.ts';

/** Every user's entries kept in this tab (sessionStorage `rp.drafts.<user id>`), as one text. */
const keptEntries = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('rp.drafts.'))
      .map((key) => sessionStorage.getItem(key))
      .join(''),
  );

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a form typed into while the sign-in was revoked gets its entries back after signing in again, and saves them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const worker = await createWorker(request, 'User');
  const name = `Draft Ratarstvo ${unique()} d.o.o.`;
  await page.goto('/index/klijenti/unos');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, worker.username, worker.password);
  await expect(page).toHaveURL(/\/index\/klijenti\/unos$/);
  await page.getByLabel('Naziv').fill(name);
  await page.getByLabel('Adresa').fill('Železnička 7');

  // The worker's password changes elsewhere (another device): every token signed before it is revoked.
  const login = await request.post('/api/radnici/authenticate', {
    data: { username: worker.username, password: worker.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const newPassword = `${worker.password}-nova`;
  const changed = await request.put('/api/radnici/changepassword', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: worker.username,
      oldPassword: worker.password,
      newPassword,
      confirmPassword: newPassword,
    },
  });
  expect(changed.ok()).toBe(true);

  // The save is refused with a 401: to the login screen at once (no question about unsaved data), the screen remembered.
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fklijenti%2Funos$/);
  await expect(page.getByText('Neovlašćen pristup. Prijavite se ponovo.')).toBeVisible();
  await expect(page.getByText('Imate nesačuvane podatke na stranici!')).toBeHidden();

  await signIn(page, worker.username, newPassword);
  await expect(page).toHaveURL(/\/index\/klijenti\/unos$/);
  await expect(page.getByLabel('Naziv')).toHaveValue(name);
  await expect(page.getByLabel('Adresa')).toHaveValue('Železnička 7');
  // The refusal's notice belonged to the session that ended.
  await expect(page.getByText('Neovlašćen pristup. Prijavite se ponovo.')).toBeHidden();
  await expect(
    page.getByText('Vraćeni su podaci koje ste uneli pre nego što je prijava istekla. Proverite ih i sačuvajte.', {
      exact: true,
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/index\/klijenti\/info\/\d{1,8}$/);
  await expect(page.getByText(`Klijent sa imenom ${name} uspešno sačuvan`, { exact: true })).toBeVisible();
  // Taken once: the saved client's screen and a reload show no kept entries again.
  expect(await keptEntries(page)).toBe('');
});

test('entries kept for one user are dropped when another user signs in on the same tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const first = await createWorker(request, 'User');
  const second = await createWorker(request, 'User');
  await page.goto('/index/klijenti/unos');
  await signIn(page, first.username, first.password);
  await expect(page).toHaveURL(/\/index\/klijenti\/unos$/);
  await page.getByLabel('Naziv').fill('Tuđi nacrt d.o.o.');
  // The session's token stops being valid (as after 12 hours): the next call is refused.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('rp.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('rp.session', JSON.stringify({ ...session, token: 'x.y.z' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'rp.session' }));
  });
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fklijenti%2Funos$/);
  expect(await keptEntries(page)).toContain('Tuđi nacrt d.o.o.');

  await signIn(page, second.username, second.password);
  await expect(page).toHaveURL(/\/index\/klijenti\/unos$/);
  await expect(page.getByLabel('Naziv')).toHaveValue('');
  expect(await keptEntries(page)).toBe('');
});
