import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { firmDay, signInAt, storedSession } from './helpers.ts';

/** The signed-in user's token, to ask the API the same question the screen asked. */
async function token(page: Page): Promise<string> {
  const session = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  return session.token ?? '';
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The product's number format: '.' groups thousands, in every language. */
const broj = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The firm's day (Europe/Belgrade) at midnight: the portal's statistics periods end on it, whatever the machine's zone. */
function firmDate(): Date {
  const { year, month, day } = firmDay();
  return new Date(year, month - 1, day);
}

test('an Admin reads the money chart, checks a month against the API, toggles a series and changes the period', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAt(page, '/statistika/novac', 'admin');
  await expect(page).toHaveURL(/\/statistika\/novac/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Statistika – novac' })).toBeVisible();
  const chart = page.getByRole('img', { name: /Prihod, rashod i profit po mesecima/ });
  await expect(chart).toBeVisible();

  // The default period is the last 365 days of the firm's calendar: thirteen months, the current one last.
  const now = firmDate();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 365);
  const path = `/api/statistika/get/novac/${start.getMonth() + 1}/${start.getFullYear()}/${now.getMonth() + 1}/${now.getFullYear()}`;
  const novac = await api<{ listaMeseca: string[]; listaPrihoda: number[]; listaRashoda: number[] }>(page, path);
  const index = novac.listaRashoda.findIndex((value) => value > 0);
  expect(index).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: 'Prikaži tabelu' }).click();
  const row = page.getByRole('row').nth(index + 1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(broj(novac.listaRashoda[index]!));
  await expect(row.getByRole('cell').nth(0)).toHaveText(broj(novac.listaPrihoda[index]!));

  // Each series has its checkbox; unticking one removes its line.
  await expect(page.locator('[data-series]')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Rashod' }).click();
  await expect(page.locator('[data-series]')).toHaveCount(2);

  // The chart downloads as PNG, its table as xlsx.
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Preuzmi grafikon (PNG)' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toMatch(/^statistika-novac-.*\.png$/);
  // A drawn chart, not an empty canvas.
  expect(statSync((await pngFile.path())!).size).toBeGreaterThan(10_000);
  if (process.env.STAT_PNG) await pngFile.saveAs(process.env.STAT_PNG);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Preuzmi tabelu (xlsx)' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^statistika-novac-.*\.xlsx$/);

  // A period without records: a message, not an error page.
  await page.goto('/statistika/novac?od=2001-01&do=2001-06');
  await expect(page.getByText('Za izabrani period nema podataka.')).toBeVisible();
});

test('an Admin sees the workers screen with themself chosen and the totals of the API in the label', async ({
  page,
}) => {
  await signInAt(page, '/statistika/radnici', 'admin');
  await expect(page.getByRole('radio', { name: 'Prihod' })).toBeChecked();
  await page.getByRole('button', { name: 'Prikaži tabelu' }).click();
  const now = firmDate();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 365);
  const session = JSON.parse((await storedSession(page)) ?? '{}') as { id: number };
  const resurs = await api<{ listaResursa: Array<{ Naziv: string; Prihod: number; Rashod: number }> }>(
    page,
    `/api/statistika/get/resurs?Resursi=r${session.id}&PocetniMesec=${start.getMonth() + 1}&PocetnaGodina=${start.getFullYear()}` +
      `&KrajnjiMesec=${now.getMonth() + 1}&KrajnjaGodina=${now.getFullYear()}`,
  );
  const [admin] = resurs.listaResursa;
  await expect(
    page.getByRole('columnheader', {
      name: `${admin!.Naziv} (prihod ${broj(admin!.Prihod)}, rashod ${broj(admin!.Rashod)}`,
    }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Profit' }).click();
  await expect(page.getByRole('radio', { name: 'Profit' })).toBeChecked();
});

test('an Admin sees the clients pie with the shares of the API', async ({ page }) => {
  await signInAt(page, '/statistika/klijenti', 'admin');
  await expect(page.getByRole('radio', { name: 'Prihod' })).toBeChecked();
  const now = firmDate();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 365);
  const klijenti = await api<{ listaKlijenata: Array<{ naziv: string; prihodPostotak: number }> }>(
    page,
    `/api/statistika/get/klijent/${start.getMonth() + 1}/${start.getFullYear()}/${now.getMonth() + 1}/${now.getFullYear()}`,
  );
  const top = klijenti.listaKlijenata[0]!;
  expect(top.prihodPostotak).toBeGreaterThan(0);
  await expect(page.locator('[data-slice]').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: top.naziv }).first()).toContainText(
    `${top.prihodPostotak.toFixed(2).replace('.', ',')} %`,
  );
});

test('an Admin filters the bankers table by months and changes the year', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAt(page, '/statistika/bankari', 'admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The menu's Statistics entry stands for all four tabs: it is highlighted here, where the page itself is a tab.
  await expect(page.getByRole('link', { name: 'Statistika', exact: true })).toHaveAttribute('aria-current', 'true');
  const table = page.getByRole('table', { name: 'Procene bankara po tipu nepokretnosti i mesecu' });
  await expect(table).toBeVisible();
  const { year } = firmDay();
  const bankari = await api<{
    data: Array<{ procenePoTipu: Array<{ nekretninaTipId: number | null; ukupno: number }> }>;
  }>(page, `/api/statistika/bankari?godina=${year}`);
  const total = bankari.data
    .flatMap((bankar) => bankar.procenePoTipu)
    .filter((tip) => tip.nekretninaTipId !== null)
    .reduce((sum, tip) => sum + tip.ukupno, 0);
  expect(total).toBeGreaterThan(0);
  const footer = table.locator('tfoot');
  await expect(footer).toContainText(String(total));

  // Choosing one month shows only its column; clearing the choice restores all months.
  const columnsBefore = await table.locator('thead th').count();
  await page.getByLabel('Meseci').click();
  await page.getByRole('group', { name: 'Meseci' }).getByRole('checkbox').first().click();
  await page.keyboard.press('Escape');
  await expect.poll(() => table.locator('thead th').count()).toBeLessThan(columnsBefore);

  // A year change reloads and clears the months.
  await page.getByLabel('Godina').click();
  await page.getByRole('option', { name: String(year - 4) }).click();
  await expect(page.getByText(`Za ${year - 4}. godinu nema procena bankara.`).or(table)).toBeVisible();
});

test('a User is refused every statistics screen and call', async ({ page }) => {
  await signInAt(page, '/main', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('link', { name: /Statistika/ })).toHaveCount(0);
  for (const screen of ['novac', 'radnici', 'klijenti', 'bankari']) {
    await page.goto(`/statistika/${screen}`);
    await expect(page).toHaveURL(/\/403$/);
  }
  const auth = { authorization: `Bearer ${await token(page)}` };
  for (const path of [
    '/api/statistika/get/novac/1/2026/3/2026',
    '/api/statistika/get/resurs?Resursi=r1&PocetniMesec=1&PocetnaGodina=2026&KrajnjiMesec=3&KrajnjaGodina=2026',
    '/api/statistika/get/klijent/1/2026/3/2026',
    '/api/statistika/bankari?godina=2026',
  ]) {
    const response = await page.request.get(path, { headers: auth });
    expect(response.status()).toBe(403);
  }
});
