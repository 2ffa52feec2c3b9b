import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { assetsNotKept, signInAt } from './helpers.ts';

// A phone in the inspector's hand.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A 1×1 PNG: what the camera hands over, as far as the server's content check is concerned. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Nalog {
  procenaId: number;
  predmetId: number | null;
  verzija: number;
  sprat: string;
  instalacije: number[];
  grejanje: number[];
  pomocneProstorije: number[];
  lift: string;
  godinaGradnje: number | null;
  temeljId: number | null;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/radnici/authenticate', { data: { username: 'admin', password: 'admin' } });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function readNalog(request: APIRequestContext, token: string, procenaId: number): Promise<Nalog> {
  const response = await request.get(`/api/radninalog/${procenaId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { radniNalog: Nalog }).radniNalog;
}

async function imageCount(request: APIRequestContext, token: string, predmetId: number): Promise<number> {
  const response = await request.get(`/api/nepokretnosti/${predmetId}/slike`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { itemList: unknown[] }).itemList.length;
}

/**
 * A valuation of its own for this run (a re-valuation of a demo one, with a copy of its subject), so that parallel runs
 * never share a work order.
 */
async function freeProcena(request: APIRequestContext, token: string): Promise<Nalog> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/procene?limit=30', { headers });
  const items = ((await list.json()) as { itemList: { id: number; nepokretnostId: number | null }[] }).itemList;
  // The oldest on the page: a demo valuation, never one another spec has just made (whose duplicate check a copy of
  // its subject would answer twice).
  const source = items.filter((item) => item.nepokretnostId !== null).sort((a, b) => a.id - b.id)[0];
  if (!source) throw new Error('no demo valuation with a subject');
  const copy = await request.post(`/api/procene/${source.id}`, { headers });
  expect(copy.ok()).toBe(true);
  const nalog = await readNalog(request, token, ((await copy.json()) as { Id: number }).Id);
  expect(nalog).toMatchObject({ verzija: 0, predmetId: expect.any(Number) });
  return nalog;
}

async function chooseInSelect(page: Page, select: RegExp, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Every asset this page loaded is in the service worker's cache (the screen opens again offline). */
async function expectShellKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => assetsNotKept(page), { timeout: 30_000 }).toEqual([]);
}

test('an inspector fills a work order on a phone with the nema rule, goes on offline with a photo, reloads offline, and the edits reach the server when the connection returns; a server change meanwhile is shown, not overwritten', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(process.env.E2E_SLOW ? 900_000 : 180_000);
  const token = await adminToken(request);
  const { procenaId, predmetId } = await freeProcena(request, token);
  const slikeBefore = await imageCount(request, token, predmetId!);
  const path = `/index/procene/radni_nalog/${procenaId}`;

  await signInAt(page, path, 'user');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Radni nalog' })).toBeVisible();
  await expect(page.getByText('Radni nalog još nije sačuvan.')).toBeVisible();

  // Fill it: the structure (required), the floor, the year, and the 'nema' rule both ways.
  await chooseInSelect(page, /^Temelji/, 'Trakasti temelji');
  await chooseInSelect(page, /^Noseća konstrukcija/, 'Zidani sistem sa AB serklažima');
  await chooseInSelect(page, /^Međuspratna konstrukcija/, 'Sitnorebrasta tavanica (fert)');
  await chooseInSelect(page, /^Krovna konstrukcija/, 'Drvena dvovodna');
  await page.getByRole('textbox', { name: 'Sprat', exact: true }).fill('2/4');
  await page.getByLabel('Godina gradnje').fill('1985');
  const instalacije = group(page, 'Instalacije');
  await instalacije.getByText('Elektroinstalacije', { exact: true }).click();
  await instalacije.getByText('Gasna instalacija', { exact: true }).click();
  await instalacije.getByText('Nema', { exact: true }).click();
  await expect(instalacije.getByRole('checkbox', { name: 'Nema' })).toBeChecked();
  await expect(instalacije.getByRole('checkbox', { name: 'Elektroinstalacije' })).not.toBeChecked();
  await expect(instalacije.getByRole('checkbox', { name: 'Gasna instalacija' })).not.toBeChecked();
  const grejanje = group(page, 'Grejanje');
  await grejanje.getByText('Nema', { exact: true }).click();
  await grejanje.getByText('Daljinsko grejanje (toplana)', { exact: true }).click();
  await expect(grejanje.getByRole('checkbox', { name: 'Nema' })).not.toBeChecked();
  await expect(grejanje.getByRole('checkbox', { name: 'Daljinsko grejanje (toplana)' })).toBeChecked();
  await page.getByRole('radio', { name: 'Ne', exact: true }).click();
  await page.getByRole('button', { name: 'Izaberite datum' }).click();
  await page
    .getByRole('button', { name: /^\S+, 1\d\. / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^1\d\. \S+ 20\d\d\.?$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await expect(page.getByText('Uspešno sačuvan radni nalog.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/index/procene/info/${procenaId}$`));
  let server = await readNalog(request, token, procenaId);
  expect(server).toMatchObject({
    verzija: 1,
    sprat: '2/4',
    instalacije: [1],
    grejanje: [2],
    lift: 'ne',
    godinaGradnje: 1985,
  });

  // Back to the order from the valuation; its code and data are now on the phone.
  await main.getByRole('link', { name: 'Radni nalog' }).click();
  await expect(page.getByRole('textbox', { name: 'Sprat', exact: true })).toHaveValue('2/4');
  await expectShellKept(page);

  // Offline: edits and a photo stay on the phone, visibly not sent.
  await context.setOffline(true);
  await expect(page.getByText('Nema veze sa internetom. Izmene se čuvaju na ovom telefonu.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Sprat', exact: true }).fill('3/4');
  await group(page, 'Pomoćne prostorije').getByText('Podrum', { exact: true }).click();
  await group(page, 'Pomoćne prostorije').getByText('Tavan', { exact: true }).click();
  await expect(page.getByText('Sačuvano na ovom telefonu, nije poslato.')).toBeVisible();
  await page
    .getByTestId('radni-nalog-kamera')
    .setInputFiles({ name: 'fasada.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Fotografija koje čekaju slanje: 1')).toBeVisible();

  // Reloaded without a connection: the shell from the service worker, the order and the edits from the phone.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Radni nalog' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sprat', exact: true })).toHaveValue('3/4');
  await expect(group(page, 'Pomoćne prostorije').getByRole('checkbox', { name: 'Podrum' })).toBeChecked();
  await expect(group(page, 'Instalacije').getByRole('checkbox', { name: 'Nema' })).toBeChecked();
  await expect(page.getByText('Sačuvano na ovom telefonu, nije poslato.')).toBeVisible();
  await expect(page.getByText('Fotografija koje čekaju slanje: 1')).toBeVisible();
  expect((await readNalog(request, token, procenaId)).sprat).toBe('2/4');

  // Online again: sent by itself, the order and the photo are on the server.
  await context.setOffline(false);
  await expect(page.getByText(/^Poslednja izmena: /)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await readNalog(request, token, procenaId)).verzija).toBe(2);
  server = await readNalog(request, token, procenaId);
  expect(server).toMatchObject({ sprat: '3/4', pomocneProstorije: [2, 3], instalacije: [1], godinaGradnje: 1985 });
  await expect.poll(() => imageCount(request, token, predmetId!)).toBe(slikeBefore + 1);

  // A conflict: offline, the phone changes the floor while the office changes it on the server.
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Sprat', exact: true }).fill('5/5');
  await expect(page.getByText('Sačuvano na ovom telefonu, nije poslato.')).toBeVisible();
  const office = await request.post(`/api/radninalog/${procenaId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...server, sprat: 'PR', verzija: 2 },
  });
  expect(office.ok()).toBe(true);
  await context.setOffline(false);
  const panel = page.getByRole('region', { name: 'Radni nalog je u međuvremenu izmenjen' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator('[data-polje="sprat"]')).toContainText('Na ovom telefonu: 5/5');
  await expect(panel.locator('[data-polje="sprat"]')).toContainText('Na serveru: PR');
  await expect(panel).toContainText('Marko Petrović');
  // Nothing was overwritten.
  expect(await readNalog(request, token, procenaId)).toMatchObject({ verzija: 3, sprat: 'PR' });

  // The inspector keeps the phone's version: saved over the server's newer one, knowingly.
  await panel.getByRole('button', { name: 'Zadrži verziju sa telefona' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/procene/info/${procenaId}$`));
  expect(await readNalog(request, token, procenaId)).toMatchObject({ verzija: 4, sprat: '5/5' });
});
