import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, signInAt, storedSession } from './helpers.ts';

// A real PDF's first bytes: the server checks that the content matches the name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function tokenOf(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const login = await request.post('/api/radnici/authenticate', {
    data: { username: DEMO[who].username, password: DEMO[who].password },
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The id of a demo worker by username, looked up by the demo Admin. */
async function workerId(request: APIRequestContext, username: string): Promise<number> {
  const list = await request.get('/api/radnici', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin')}` },
  });
  const worker = ((await list.json()) as { itemList: { id: number; username: string }[] }).itemList.find(
    (item) => item.username === username,
  );
  if (!worker) throw new Error(`no worker ${username}`);
  return worker.id;
}

async function uploadEquipmentDocument(request: APIRequestContext, who: keyof typeof DEMO, name: string) {
  const response = await request.post('/api/masine/1/fajlovi', {
    headers: { authorization: `Bearer ${await tokenOf(request, who)}` },
    multipart: { UploadedImage: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(response.ok()).toBe(true);
}

test("a User following a link to another worker's time record lands on /403 and stays signed in", async ({
  page,
  request,
}) => {
  const other = await workerId(request, 'iilic');
  await signInAt(page, '/main', 'user');
  await expect(page).toHaveURL(/\/main$/);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) refused.push(response.url());
  });

  await page.goto(`/index/radnici/evidencija/${other}`);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'Zabranjen pristup' })).toBeVisible();
  await page.goto(`/index/radnici/dokumenti/${other}`);
  await expect(page).toHaveURL(/\/403$/);

  // Asked nothing the server refuses, and still signed in: the own record opens without a login.
  expect(refused).toEqual([]);
  expect(await storedSession(page)).not.toBeNull();
  await page.goto(`/index/radnici/evidencija/${await workerId(request, 'user')}`);
  await expect(page).toHaveURL(/\/index\/radnici\/evidencija\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Evidencija radnog vremena' })).toBeVisible();
});

test("Operations on another worker's form sees no links it cannot use", async ({ page, request }) => {
  const other = await workerId(request, 'iilic');
  await signInAt(page, `/index/radnici/info/${other}`, 'ops');
  await expect(page.getByTestId('radnik-name')).toHaveText('Ivana Ilić');
  await expect(page.getByRole('link', { name: 'Evidencija' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dokumenti' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Beleške' })).toHaveCount(0);

  // On their own form the same links are there, and they open.
  await page.goto(`/index/radnici/info/${await workerId(request, 'ops')}`);
  const links = page.getByRole('navigation', { name: 'Stranice radnika' });
  await links.getByRole('link', { name: 'Dokumenti' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/dokumenti\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Dokumenti', level: 1 })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
});

test("Demo sees the actions on another worker's time record disabled", async ({ page, request }) => {
  const other = await workerId(request, 'iilic');
  await signInAt(page, `/index/radnici/evidencija/${other}`, 'demo');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Evidencija radnog vremena' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj radno vreme' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Izmeni odrađeno vreme za/ }).first()).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Godišnji odmor' }).getByRole('button', { name: 'Zatraži godišnji' }),
  ).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Praznici radnika' }).getByRole('button', { name: 'Dodaj praznik' }),
  ).toBeDisabled();
  expect(await storedSession(page)).not.toBeNull();
});

test("a User sees no delete on someone else's equipment document, and deletes their own", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const foreign = `tudji-${stamp}.pdf`;
  const own = `moj-${stamp}.pdf`;
  await uploadEquipmentDocument(request, 'admin', foreign);
  await uploadEquipmentDocument(request, 'user', own);

  await signInAt(page, '/index/masine/dokumenti/1', 'user');
  await expect(page.getByRole('button', { name: `Preuzmi: ${foreign}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Obriši: ${foreign}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Obriši: ${own}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da' }).click();
  await expect(page.getByRole('button', { name: `Preuzmi: ${own}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Preuzmi: ${foreign}` })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
});
