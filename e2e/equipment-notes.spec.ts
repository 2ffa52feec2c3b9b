import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAt, storedSession } from './helpers.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The id of a demo worker, asked of the API with the signed-in Admin's token. */
async function workerId(page: Page, username: string): Promise<number> {
  const session = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  const response = await page.request.get('/api/radnici', {
    params: { activeOnly: 'false' },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  const { itemList } = (await response.json()) as { itemList: { id: number; username: string }[] };
  const worker = itemList.find((radnik) => radnik.username === username);
  expect(worker).toBeDefined();
  return worker!.id;
}

test('an Admin creates equipment, renames it and finds it in the list', async ({ page }) => {
  const name = `Daljinomer E2E ${unique()}`;
  const renamed = `${name} (servisiran)`;
  await signInAt(page, '/index/masine/list', 'admin');
  await expect(page).toHaveURL(/\/index\/masine\/list$/);
  await page.getByRole('link', { name: 'Nova oprema' }).click();
  await expect(page).toHaveURL(/\/index\/masine\/unos$/);
  await expect(page).toHaveTitle('RP - Nova oprema');

  await page.getByLabel('Naziv').fill(name);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  // After the create the new record's info screen opens, without asking about unsaved data.
  await expect(page).toHaveURL(/\/index\/masine\/info\/\d{1,8}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Oprema ${name} uspešno sačuvana.`, { exact: true })).toBeVisible();
  const id = /info\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute('href', `/index/masine/dokumenti/${id}`);

  await page.getByLabel('Naziv').fill(renamed);
  // Leaving with unsaved data asks first; declining keeps the page and the entered name.
  await page.getByRole('link', { name: 'Nazad na opremu' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Imate nesačuvane podatke na stranici!' });
  await prompt.getByRole('button', { name: 'Ne' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/index/masine/info/${id}$`));
  await expect(page.getByLabel('Naziv')).toHaveValue(renamed);

  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();

  await page.getByRole('link', { name: 'Nazad na opremu' }).click();
  await expect(page).toHaveURL(/\/index\/masine\/list$/);
  await page.getByRole('searchbox').fill(name.split(' ').at(-1)!);
  const link = page.getByRole('link', { name: renamed });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/index/masine/info/${id}`);
});

test('a double click on Save of new equipment creates exactly one record', async ({ page }) => {
  const name = `Dvoklik E2E ${unique()}`;
  const posts: string[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.method() === 'POST' && outgoing.url().includes('/api/masine/save'))
      posts.push(outgoing.headers()['idempotency-key'] ?? '');
  });
  await signInAt(page, '/index/masine/unos', 'admin');
  await expect(page).toHaveURL(/\/index\/masine\/unos$/);
  await page.getByLabel('Naziv').fill(name);
  await page.getByRole('button', { name: 'Sačuvaj' }).dblclick();
  await expect(page).toHaveURL(/\/index\/masine\/info\/\d{1,8}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // One request, with its idempotency key, and no 'name taken' refusal over the success.
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(/već postoji/)).toHaveCount(0);

  const session = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  const list = await page.request.get('/api/masine/get', { headers: { authorization: `Bearer ${session.token}` } });
  const { itemList } = (await list.json()) as { itemList: { Ime: string }[] };
  expect(itemList.filter((masina) => masina.Ime === name)).toHaveLength(1);
});

test('an Admin adds a note with priority 1 to a worker, edits it and deletes it after confirming', async ({ page }) => {
  const text = `Predati izveštaj banci ${unique()}`;
  const edited = `${text} do petka`;
  await signInAt(page, '/main', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  const id = await workerId(page, 'user');
  await page.goto(`/index/radnici/notes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Beleške – Nikola Nikolić' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova beleška' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova beleška' });
  await expect(dialog.getByRole('combobox', { name: 'Prioritet' })).toHaveText('2 – Srednji');
  await dialog.getByLabel('Tekst beleške').fill(text);
  await dialog.getByRole('combobox', { name: 'Prioritet' }).click();
  await page.getByRole('option', { name: '1 – Visok' }).click();
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toBeHidden();
  const note = page.getByRole('listitem', { name: text, exact: true });
  await expect(note).toContainText('Visok');

  await note.getByRole('button', { name: `Izmeni belešku „${text}”` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Izmena beleške' });
  await expect(editDialog.getByRole('combobox', { name: 'Prioritet' })).toHaveText('1 – Visok');
  await editDialog.getByLabel('Tekst beleške').fill(edited);
  await editDialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(editDialog).toBeHidden();
  const editedNote = page.getByRole('listitem', { name: edited, exact: true });
  await expect(editedNote).toContainText('Visok');
  await expect(note).toHaveCount(0);

  await editedNote.getByRole('button', { name: `Obriši belešku „${edited}”` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Potvrdite brisanje?');
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Da' }).click();
  await expect(editedNote).toHaveCount(0);
});

test('a User is refused the notes screen', async ({ page }) => {
  await signInAt(page, '/index/radnici/notes/1', 'user');
  await expect(page).toHaveURL(/\/403$/);
});
