import { expect, test } from '@playwright/test';
import { createWorker, signIn, signInAt } from './helpers.ts';

test('an Admin adds a state holiday and deletes it after confirming', async ({ page }) => {
  await signInAt(page, '/settings/holidays', 'admin');
  await expect(page).toHaveURL(/\/settings\/holidays$/);
  await page.getByLabel('Datum').fill('24/12/2027');
  await page.getByLabel('Naziv praznika').fill('Badnji dan (katolički)');
  await page.getByRole('button', { name: 'Dodaj praznik' }).click();
  const holiday = page.getByRole('listitem', { name: '24/12/2027 Badnji dan (katolički)' });
  await expect(holiday).toBeVisible();

  await holiday.getByRole('button', { name: 'Obriši praznik Badnji dan (katolički)' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Potvrdite brisanje?');
  await expect(confirm).toContainText('24/12/2027 Badnji dan (katolički)');
  await confirm.getByRole('button', { name: 'Da' }).click();
  await expect(holiday).toHaveCount(0);
});

test('the language chosen in settings is kept with the account', async ({ page, request, browser }) => {
  // An account of its own: the demo accounts stay in Serbian for the specs running beside this one.
  const worker = await createWorker(request, 'Demo');
  await page.goto('/settings');
  await signIn(page, worker.username, worker.password);
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('English').check();
  await expect(page).toHaveTitle('RP - Settings');
  // A new browser (no language of its own, so the login screen is Serbian) takes the account's language after
  // signing in. A fresh context, not a cleared one: the running app would store its language again.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/main');
  await signIn(other, worker.username, worker.password);
  await expect(other).toHaveTitle('RP - Home');
  await fresh.close();
});
