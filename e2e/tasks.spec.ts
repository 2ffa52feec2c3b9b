import { expect, test } from './fixtures.ts';
import { signInAt } from './helpers.ts';

test('a worker starts, pauses and finishes a task', async ({ page }) => {
  await signInAt(page, '/status', 'user');
  await expect(page).toHaveURL(/\/status$/);
  const task = page.getByRole('group', { name: 'Izlazak na teren', exact: true });
  const status = task.locator('[data-testid^="status-"]');
  await expect(status).toHaveText('Nije počet');
  await expect(task.getByRole('button', { name: 'Pauziraj' })).toBeDisabled();
  await expect(task.getByRole('button', { name: 'Završi' })).toBeDisabled();

  await task.getByRole('button', { name: 'Počni' }).click();
  // Another task of the worker is running: the server warns (Type -1) and the start is confirmed and re-sent.
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Radnik već radi na zadatku: Analiza komparativa.');
  await confirm.getByRole('button', { name: 'Da' }).click();
  await expect(status).toHaveText('U toku');
  await expect(task.getByRole('button', { name: 'Počni' })).toBeDisabled();

  await task.getByRole('button', { name: 'Pauziraj' }).click();
  await expect(status).toHaveText('Pauziran');
  await expect(task.getByRole('button', { name: 'Počni' })).toBeEnabled();

  await task.getByRole('button', { name: 'Završi' }).click();
  // Finishing asks first: a finished task cannot be started again.
  const finish = page.getByRole('alertdialog');
  await expect(finish).toContainText('Da li potvrđujete završetak zadatka?');
  await finish.getByRole('button', { name: 'Završi' }).click();
  await expect(status).toHaveText('Završen');
  for (const name of ['Počni', 'Pauziraj', 'Završi']) await expect(task.getByRole('button', { name })).toBeDisabled();
});
