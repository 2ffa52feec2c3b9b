import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { NEPOKRETNOSTI_PATHS } from '@rp/contract';
import { signInAt, storedSession } from './helpers.ts';

const SAMPLE = fileURLToPath(new URL('../apps/api/samples/nepokretnosti-uzorak.xlsx', import.meta.url));
/** The sample's intentionally bad rows as file rows (SAMPLE_BAD_ROWS + 2; the API README lists why). */
const BAD_FILE_ROWS = '19, 44, 125, 258, 313, 406';

test('an Admin imports the sample file and sees the row numbers of its bad rows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, '/index/nepokretnosti/import', 'admin');
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/import$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Uvoz nepokretnosti' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Katastarska opština', exact: true })).toBeVisible();

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Preuzmi šablon (.xlsx)' }).click();
  expect((await template).suggestedFilename()).toBe('nepokretnosti-sablon.xlsx');

  const answered = page.waitForResponse((response) => response.url().includes(NEPOKRETNOSTI_PATHS.import));
  await page.locator('input[type="file"]').setInputFiles(SAMPLE);
  expect((await answered).status()).toBe(200);
  const result = page.locator('[data-slot="import-result"]');
  await expect(result).toContainText('Redova sa podacima: 500');
  await expect(page.getByTestId('import-failed-rows')).toHaveText(
    `Neuspešno dodate nepokretnosti se nalaze u red(ovima): ${BAD_FILE_ROWS}. Proverite format prikazanih redova u fajlu!`,
  );

  // The same file again: the bad rows again, nothing new saved.
  const again = page.waitForResponse((response) => response.url().includes(NEPOKRETNOSTI_PATHS.import));
  await page.locator('input[type="file"]').setInputFiles(SAMPLE);
  expect((await again).status()).toBe(200);
  await expect(result).toContainText('Uvezeno: 0');
  await expect(result).toContainText('Već postoje u bazi (preskočeno): 494');
  await expect(page.getByTestId('import-failed-rows')).toContainText(BAD_FILE_ROWS);
});

test('a User does not see the import and the API refuses it with 403', async ({ page }) => {
  await signInAt(page, '/index/nepokretnosti/list', 'user');
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/list$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Uvoz nepokretnosti' })).toHaveCount(0);
  await page.goto('/index/nepokretnosti/import');
  await expect(page).toHaveURL(/\/403$/);

  const session = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  const response = await page.request.post(NEPOKRETNOSTI_PATHS.import, {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: {
      file: { name: 'uzorak.csv', mimeType: 'text/csv', buffer: Buffer.from('Vrsta;Opština\n811;Novi Sad\n') },
    },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ ErrorCode: 403 });
});
