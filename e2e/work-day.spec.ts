import { expect, test } from './fixtures.ts';
import { firmDay, signInAt } from './helpers.ts';

function todayInBelgrade(): string {
  const { year, month, day } = firmDay();
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

test('a worker signs in to the working day, pauses, signs out, and finds the day in the month record', async ({
  page,
}) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  const panel = page.getByRole('region', { name: 'Radni dan' });
  const signIn = panel.getByRole('button', { name: 'Prijava' });
  const pause = panel.getByRole('button', { name: 'Pauza' });
  const signOut = panel.getByRole('button', { name: 'Odjava' });

  await expect(signIn).toBeEnabled();
  await expect(pause).toBeDisabled();
  await signIn.click();
  await expect(page.getByTestId('work-day-state')).toHaveText('Prijavljen');
  await expect(signIn).toBeDisabled();
  await expect(pause).toBeEnabled();
  // Worked time counts up every second while signed in.
  const before = await page.getByTestId('work-day-worked').textContent();
  await expect(page.getByTestId('work-day-worked')).not.toHaveText(before ?? '', { timeout: 5_000 });

  await pause.click();
  await expect(page.getByTestId('work-day-state')).toHaveText('Na pauzi');
  await expect(pause).toBeDisabled();
  await expect(signIn).toBeEnabled();

  await signIn.click();
  await expect(page.getByTestId('work-day-state')).toHaveText('Prijavljen');
  await signOut.click();
  await expect(page.getByTestId('work-day-state')).toHaveText('Odjavljen');
  const worked = await page.getByTestId('work-day-worked').textContent();
  expect(worked).not.toBe('00:00:00');

  await panel.getByRole('link', { name: 'Mesečna evidencija' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/evidencija\/\d+$/);
  await expect(page).toHaveTitle('RP - Evidencija radnog vremena');
  const row = page.getByRole('row').filter({ hasText: todayInBelgrade() });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(worked ?? 'never');
});

test("a User cannot open another worker's time record", async ({ page }) => {
  await signInAt(page, '/', 'user');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/index/radnici/evidencija/1');
  // The permission module refuses the record before anything is asked of the server: /403, still signed in.
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/main$/);
});
