import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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
