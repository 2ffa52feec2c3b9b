import { expect, test } from './fixtures.ts';
import { signInAt } from './helpers.ts';

test("a record's 'back to the list' opens the list with the filters it was left with", async ({ page }) => {
  // Jobs since the start of 2026, of every priority but the default period.
  const filters = 'prvi=2026-01-01&prioritet=2';
  await signInAt(page, `/index/poslovi/list?${filters}`, 'ops');
  const job = page.locator('main a[href^="/index/poslovi/info/"]').first();
  await expect(job).toBeVisible();
  await job.click();
  await expect(page).toHaveURL(/\/index\/poslovi\/info\/\d+$/);
  await page.getByRole('link', { name: 'Nazad na projekte' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/poslovi/list\\?${filters}$`));

  // The menu opens the list's defaults, and the way back follows the list as it is left now.
  await page.getByRole('navigation').getByRole('link', { name: 'Projekti' }).click();
  await expect(page).toHaveURL(/\/index\/poslovi\/list$/);
  await page.locator('main a[href^="/index/poslovi/info/"]').first().click();
  await page.getByRole('link', { name: 'Nazad na projekte' }).click();
  await expect(page).toHaveURL(/\/index\/poslovi\/list$/);
});

test('the way back from a valuation keeps the valuations list as it was left', async ({ page }) => {
  await signInAt(page, '/index/procene/list?od=2026-06-01', 'admin');
  const procena = page.locator('main a[href^="/index/procene/info/"]').first();
  await expect(procena).toBeVisible();
  await procena.click();
  await expect(page).toHaveURL(/\/index\/procene\/info\/\d+$/);
  await page.getByRole('link', { name: 'Nazad na procene' }).click();
  await expect(page).toHaveURL(/\/index\/procene\/list\?od=2026-06-01$/);
});
