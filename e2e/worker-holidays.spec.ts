import { expect, test } from './fixtures.ts';
import { removeWorkerHolidays, signInAt } from './helpers.ts';

// Admin's own holiday applies at once; a User's is a request for Admin (time-corrections.spec.ts).
test('Admin adds a holiday of their own to the time record and deletes it after confirming', async ({
  page,
  request,
}) => {
  await removeWorkerHolidays(request, 'admin', ['2027-03-17']);
  await signInAt(page, '/main', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Mesečna evidencija' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/evidencija\/\d+/);
  await page.goto(`${page.url().split('?')[0]}?mesec=2027-03`);

  const holidays = page.getByRole('region', { name: 'Praznici radnika' });
  await expect(holidays).toContainText('Godina 2027');
  await holidays.getByRole('button', { name: 'Dodaj praznik' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj praznik' });
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog.getByText('Izaberite datum.')).toBeVisible();
  await dialog.getByLabel('Datum').fill('17/03/2027');
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Praznik je sačuvan.', { exact: true })).toBeVisible();
  await expect(holidays.getByRole('listitem')).toContainText(['17/03/2027']);
  // The day is a holiday in the month record: no planned hours.
  const day = page.getByRole('row', { name: /17\/03\/2027/ });
  await expect(day.locator('[data-status="holiday"]')).toBeVisible();

  await holidays.getByRole('button', { name: 'Obriši praznik 17/03/2027' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Potvrdite brisanje?');
  await expect(confirm).toContainText('17/03/2027');
  await confirm.getByRole('button', { name: 'Da' }).click();
  await expect(holidays).toContainText('Nema praznika u 2027. godini.');
  await expect(day.locator('[data-status="holiday"]')).toHaveCount(0);
});

test('Demo reads another worker’s holidays but cannot add one', async ({ page }) => {
  await signInAt(page, '/index/radnici/list', 'demo');
  await page
    .getByRole('row', { name: /Nikola Nikolić/ })
    .getByRole('link', { name: 'Evidencija' })
    .click();
  const holidays = page.getByRole('region', { name: 'Praznici radnika' });
  await expect(holidays).toBeVisible();
  await expect(holidays.getByRole('button', { name: 'Dodaj praznik' })).toBeDisabled();
});
