import { expect, test } from '@playwright/test';
import { signIn, signInAt } from './helpers.ts';

function nextWeekday(): string {
  const date = new Date();
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  const day = `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  return `${day} – ${day}`;
}

test('a worker requests annual leave and an Admin approves it', async ({ page }) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('link', { name: 'Mesečna evidencija' }).click();
  const leave = page.getByRole('region', { name: 'Godišnji odmor' });
  const remainingBefore = Number(await leave.getByTestId('leave-remaining').textContent());
  const pendingBefore = await leave.getByText('Na čekanju').count();

  await leave.getByRole('button', { name: 'Zatraži godišnji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zatraži godišnji' });
  await dialog.getByRole('button', { name: 'Pošalji zahtev' }).click();
  await expect(dialog).toBeHidden();
  await expect(leave.getByText('Na čekanju')).toHaveCount(pendingBefore + 1);
  // A User never approves leave, not even their own.
  await expect(leave.getByRole('button', { name: 'Odobri' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await signIn(page, 'admin', 'admin');
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Radnici' }).click();
  await page
    .getByRole('row', { name: /Nikola Nikolić/ })
    .getByRole('link', { name: 'Evidencija' })
    .click();
  const adminLeave = page.getByRole('region', { name: 'Godišnji odmor' });
  const request = adminLeave.getByRole('listitem', { name: nextWeekday() });
  await expect(request.getByText('Na čekanju')).toBeVisible();
  await request.getByRole('button', { name: 'Odobri' }).click();
  await expect(request.getByText('Odobren')).toBeVisible();
  await expect(adminLeave.getByRole('button', { name: 'Odobri' })).toHaveCount(pendingBefore);
  await expect(adminLeave.getByTestId('leave-remaining')).toHaveText(String(remainingBefore - 1));
});
