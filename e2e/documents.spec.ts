import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { signInAt } from './helpers.ts';

// A real PDF's first bytes: the server checks that the content matches the name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('an Admin uploads and downloads a worker document', async ({ page }) => {
  await signInAt(page, '/', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Radnici' }).click();
  await page
    .getByRole('row', { name: /Ivana Ilić/ })
    .getByRole('link', { name: 'Dokumenti' })
    .click();
  await expect(page).toHaveURL(/\/index\/radnici\/dokumenti\/\d+$/);
  await expect(page).toHaveTitle('RP - Dokumenti');

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Ugovor o radu.pdf', mimeType: 'application/pdf', buffer: PDF });
  // The document's row, not the uploader's queue entry for the same file.
  const row = page
    .getByRole('listitem')
    .filter({ hasText: 'Ugovor o radu.pdf' })
    .filter({ has: page.getByRole('button', { name: /Preuzmi/ }) });
  await expect(row).toBeVisible({ timeout: 15_000 });

  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: /Preuzmi/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Ugovor o radu.pdf');
  const path = await download.path();
  expect((await readFile(path)).equals(PDF)).toBe(true);
});

test('in English the uploader names the accepted kinds first, refuses others at once, and offers no retry for a refused file', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('rp.language', 'en_US'));
  await page.goto('/index/masine/list');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('row').nth(1).getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/index\/masine\/dokumenti\/\d+$/);
  await expect(page.getByText(/^Allowed types: pdf, png, jpg, .*csv\.$/)).toBeVisible();

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'The file setup.exe was not added' })).toBeVisible();

  // A page saved as .pdf: the server checks the content and refuses it (415); sending it again cannot help.
  await input.setInputFiles({ name: 'izvod.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  const entry = page.locator('[data-slot="uploader-queue"] li').filter({ hasText: 'izvod.pdf' });
  await expect(entry).toHaveAttribute('data-status', 'error', { timeout: 15_000 });
  await expect(entry.getByRole('button', { name: 'Remove: izvod.pdf' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Retry: izvod.pdf' })).toHaveCount(0);
  await expect(entry).not.toContainText(/Greška|Na čekanju|Poslato/);
  // The upload named the screen's language: the server's reason comes in English.
  await expect(entry).toContainText(
    'The file izvod.pdf was not added: its content does not match its name’s extension.',
  );
});
