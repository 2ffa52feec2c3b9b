import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Prepared {
  token: string;
  banka: { id: number; naziv: string };
  procenaId: number;
  naziv: string;
}

/** A valuation of this run for a demo bank, made through the API as the demo Admin (phase 2, 'Na čekanju'). */
async function prepare(request: APIRequestContext): Promise<Prepared> {
  const login = await request.post('/api/radnici/authenticate', { data: { username: 'admin', password: 'admin' } });
  const { access_token: token, radnik: adminId } = (await login.json()) as { access_token: string; radnik: number };
  const headers = { authorization: `Bearer ${token}` };
  const banke = await request.get('/api/klijenti?tipoviKlijenta[]=2&sort=naziv&smer=asc&limit=1', { headers });
  const banka = ((await banke.json()) as { itemList: Array<{ id: number; naziv: string }> }).itemList[0]!;
  const opstine = await request.get('/api/lokacija/opstine?drzavaId=1', { headers });
  const opstina = ((await opstine.json()) as { opstinaLista: Array<{ id: number }> }).opstinaLista[0]!;
  const naziv = `E2E procena ${unique()}`;
  const created = await request.post('/api/procene', {
    headers,
    data: {
      naziv,
      idKlijenta: banka.id,
      vodjaId: adminId,
      inspekcijaId: adminId,
      tip: 1,
      faza: 2,
      dogovorenaCena: 36_500,
      nepokretnost: { vrstaId: 811, opstinaId: opstina.id, adresa: `Ulica testa ${unique()}`, kvadratura: 52 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { Id: procenaId } = (await created.json()) as { Id: number };
  return { token, banka, procenaId, naziv };
}

/** The list's request that answers a change of its filters. */
const listAnswer = (page: Page, check: (url: URL) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/procene' && response.request().method() === 'GET' && check(url);
  });

test('the valuation list filters, edits a description inline, sets the recording flag and exports the xlsx; the client form links to it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { banka, procenaId, naziv } = await prepare(request);

  // The client form's link opens the list filtered by the bank, with the bank's name on a removable chip.
  await page.goto(`/index/klijenti/info/${banka.id}`);
  await signIn(page, 'admin', 'admin');
  await expect(page).toHaveURL(new RegExp(`/index/klijenti/info/${banka.id}$`));
  await page.getByRole('link', { name: 'Procene klijenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/procene/list\\?klijentId=${banka.id}$`));
  await expect(page.getByText(`Klijent: ${banka.naziv}`)).toBeVisible();
  const row = page.locator('[data-slot="data-table-row"]', { hasText: naziv });
  await expect(row).toBeVisible();
  await expect(page.locator('[data-slot="procene-footer"]')).toContainText(/Pronađeno \d+ procena/);

  // Phases: its own phase keeps it, another one beside it too (the choice goes to the address and the server).
  await page.getByLabel('Faze', { exact: true }).click();
  let answered = listAnswer(page, (url) => url.searchParams.getAll('faze[]').join() === '2');
  await page.getByRole('checkbox', { name: 'Na čekanju' }).click();
  await answered;
  answered = listAnswer(page, (url) => url.searchParams.getAll('faze[]').join() === '2,3');
  await page.getByRole('checkbox', { name: 'Završena' }).click();
  await answered;
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/faze=2%2C3/);
  await expect(row).toBeVisible();

  // Inline description: a click opens it, Enter saves it once; Escape would have dropped it.
  const opis = `Ključ kod portira ${unique()}`;
  await row.getByRole('button', { name: `Izmeni opis procene ${naziv}` }).click();
  const field = row.getByRole('textbox', { name: `Opis procene ${naziv}` });
  await field.fill(opis);
  const patched = page.waitForResponse(
    (response) => response.url().endsWith('/api/procene') && response.request().method() === 'PATCH',
  );
  await field.press('Enter');
  expect((await patched).status()).toBe(200);
  await expect(page.getByText('Uspešno ažurirana procena').first()).toBeVisible();
  await expect(row.getByText(opis)).toBeVisible();

  // The recording flag saves at once: 'Sačuvano'.
  const flag = row.getByRole('checkbox', { name: `Snimanje procene ${naziv}` });
  await expect(flag).not.toBeChecked();
  await flag.click();
  await expect(page.getByText('Sačuvano', { exact: true }).first()).toBeVisible();
  await page.reload();
  // A shared machine may take a while to answer the reloaded list.
  await expect(page.locator('[data-slot="procene-footer"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-slot="data-table-row"]', { hasText: naziv }).getByText(opis)).toBeVisible();
  await expect(
    page.locator('[data-slot="data-table-row"]', { hasText: naziv }).getByRole('checkbox', {
      name: `Snimanje procene ${naziv}`,
    }),
  ).toBeChecked();

  // Export of the filtered list: an xlsx whose rows are the list's.
  await page.getByRole('button', { name: 'Izvoz' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^procene-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const cells = (rowNumber: number) =>
    (sheet.getRow(rowNumber).values as unknown[]).map((value) => (value instanceof Date ? value : String(value ?? '')));
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => cells(index + 2));
  const ours = rows.find((values) => values.some((value) => String(value).includes(naziv)));
  expect(ours, 'the exported valuation').toBeDefined();
  expect(ours!.some((value) => value instanceof Date)).toBe(true);
  expect(ours!.some((value) => value === '36500')).toBe(true);
  // Only the filtered phases (2 and 3) of this bank are in the file.
  const listed = await page.locator('[data-slot="procene-footer"]').textContent();
  const count = Number(/Pronađeno ([\d.]+) procena/.exec(listed ?? '')?.[1]?.replaceAll('.', ''));
  expect(rows.filter((values) => values.some((value) => String(value).trim() !== '')).length).toBe(count);

  // Without its own phase the valuation leaves the list.
  await page.getByLabel('Faze', { exact: true }).click();
  answered = listAnswer(page, (url) => url.searchParams.getAll('faze[]').join() === '3');
  await page.getByRole('checkbox', { name: 'Na čekanju' }).click();
  await answered;
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-slot="data-table-row"]', { hasText: naziv })).toHaveCount(0);

  // Removing the client chip widens the list to every bank.
  answered = listAnswer(page, (url) => !url.searchParams.has('klijentId'));
  await page.getByRole('button', { name: `Ukloni filter klijenta ${banka.naziv}` }).click();
  await answered;
  await expect(page).not.toHaveURL(/klijentId/);
  expect(procenaId).toBeGreaterThan(0);
});
