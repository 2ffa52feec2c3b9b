import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createWorker, signIn, signInAt } from './helpers.ts';

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/radnici/authenticate', { data: { username: 'admin', password: 'admin' } });
  return ((await login.json()) as { access_token: string }).access_token;
}

test('a User’s own correction waits for Admin, who approves it on the home page', async ({
  page,
  browser,
  request,
}) => {
  // Two sessions, a request and its approval: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // A fresh worker: no other spec touches their record.
  const worker = await createWorker(request, 'User');
  await page.goto('/main');
  await signIn(page, worker.username, worker.password);
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Mesečna evidencija' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/evidencija\/\d+/);
  const recordPath = page
    .url()
    .split('?')[0]!
    .replace(/^https?:\/\/[^/]+/, '');
  await page.goto(`${recordPath}?mesec=2027-03`);

  const day = page.getByRole('row', { name: /02\/03\/2027/ });
  await day.getByRole('button', { name: 'Izmeni odrađeno vreme za 02/03/2027' }).click();
  const dialog = page.getByRole('dialog', { name: 'Izmena odrađenog vremena' });
  await dialog.getByLabel('Odrađeno').fill('12:00:00');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Zahtev je poslat administratoru na odobrenje.', { exact: true })).toBeVisible();

  // Pending on the record: the day keeps its measured time until Admin approves.
  const requests = page.getByRole('region', { name: 'Zahtevi za izmenu evidencije' });
  await expect(requests).toContainText('Odrađeno 02/03/2027: 12:00:00');
  await expect(requests).toContainText('Na čekanju');
  await expect(requests.getByRole('button', { name: /Odobri/ })).toHaveCount(0);
  await expect(day.getByRole('img', { name: 'Izmena ovog dana čeka odobrenje' })).toBeVisible();
  await expect(day.getByTestId('worked-corrected')).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAt(admin, '/main', 'admin');
  await expect(admin).toHaveURL(/\/main$/);
  const card = admin.getByRole('region', { name: 'Zahtevi za odobrenje' });
  const item = card
    .getByRole('listitem')
    .filter({ hasText: 'Odrađeno 02/03/2027: 12:00:00' })
    .filter({
      has: admin.getByRole('link', { name: `Evidencija radnika ${worker.name}` }),
    });
  // Admin's home page loads every card at once; on the full run (two workers on two cores) it can take over 10 s.
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await item.getByRole('button', { name: 'Odobri zahtev: Odrađeno 02/03/2027: 12:00:00' }).click();
  await expect(admin.getByText('Zahtev je odobren.', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  // Applied: the corrected time beside the measured one, nothing pending.
  await admin.goto(`${recordPath}?mesec=2027-03`);
  const approved = admin.getByRole('row', { name: /02\/03\/2027/ });
  // a fresh page load of the record: on a busy machine (the full run, two workers on two cores) it took over 10 s once
  await expect(approved.getByTestId('worked-corrected')).toContainText('12:00:00', { timeout: 30_000 });
  await expect(approved.getByRole('img', { name: 'Izmena ovog dana čeka odobrenje' })).toHaveCount(0);
  await expect(admin.getByRole('region', { name: 'Zahtevi za izmenu evidencije' })).toContainText(
    'Nema zahteva na čekanju.',
  );
  await adminContext.close();
});

test('a worker hired on 17 March has no planned time before it', async ({ page, request }) => {
  const token = await adminToken(request);
  const username = `e2e_hire_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/api/radnici', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      ime: 'Nova',
      prezime: 'Radnica',
      username,
      permission: 'User',
      password: 'lozinka-za-test',
      confirmPassword: 'lozinka-za-test',
      datumPocetka: '2027-03-17',
    },
  });
  expect(created.ok()).toBe(true);
  const { Id: id } = (await created.json()) as { Id: number };

  await signInAt(page, `/index/radnici/evidencija/${id}?mesec=2027-03`, 'admin');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Evidencija radnog vremena' })).toBeVisible();
  // 17–19, 22–26 and 29–31 March: eleven weekdays of 8 hours.
  await expect(page.getByTestId('month-planned')).toHaveText('88:00:00');
  for (const before of ['01/03/2027', '10/03/2027', '16/03/2027']) {
    const row = page.getByRole('row', { name: new RegExp(before.replaceAll('/', '\\/')) });
    await expect(row.locator('[data-status="notEmployed"]')).toBeVisible();
    await expect(row.locator('[data-status="short"]')).toHaveCount(0);
  }
  await expect(page.getByRole('row', { name: /17\/03\/2027/ }).locator('[data-status="notEmployed"]')).toHaveCount(0);

  // The worker form shows the start date.
  await page.goto(`/index/radnici/info/${id}`);
  await expect(page.getByLabel('Početak rada')).toHaveValue('17/03/2027');
  await expect(page.getByLabel('Datum odlaska')).toHaveValue('');
});
