import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn, signInAt } from './helpers.ts';

/** A success toast of the shared handler, with the server's message exactly. */
async function expectToast(page: Page, message: string) {
  await expect(page.locator('[data-slot="toast"]').getByText(message, { exact: true })).toBeVisible();
}

test('an Admin creates, edits and resets a worker, who then changes the password', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const prezime = `Proba${stamp}`;
  const username = `e2e.${stamp}`;
  const passwords = { first: 'prva-lozinka-1', reset: 'resetovana-2', own: 'moja-lozinka-3' };

  await signInAt(page, '/index/radnici/list', 'admin');
  await expect(page).toHaveURL(/\/index\/radnici\/list$/);
  await page.getByRole('link', { name: 'Novi radnik' }).click();
  await expect(page).toHaveURL(/\/index\/radnici\/unos$/);
  await expect(page).toHaveTitle('RP - Novi radnik');

  await page.getByLabel(/^Ime/).fill('Jovana');
  await page.getByLabel(/^Prezime/).fill(prezime);
  await page.getByLabel(/^Korisničko ime/).fill(username);
  await page.getByLabel(/^Cena rada/).fill('1.650,00');
  await page.getByLabel(/^Lozinka/).fill(passwords.first);
  await page.getByLabel(/^Potvrda lozinke/).fill(`${passwords.first}x`);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  // The compareTo rule refuses the mismatch in the form: nothing is sent.
  await expect(page.getByText('Potvrda lozinke se ne poklapa sa lozinkom.')).toBeVisible();
  await expect(page).toHaveURL(/\/index\/radnici\/unos$/);

  await page.getByLabel(/^Potvrda lozinke/).fill(passwords.first);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(page, `Radnik Jovana ${prezime} uspešno sačuvan`);
  await expect(page).toHaveURL(/\/index\/radnici\/info\/\d+$/);
  const infoPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('radnik-name')).toHaveText(`Jovana ${prezime}`);
  await expect(page.getByLabel(/^Cena rada/)).toHaveValue('1.650,00');

  // Edit: a new first name, fewer leave days left, and a place picked from the location lists.
  await page.getByLabel(/^Ime/).fill('Jovanka');
  await page.getByLabel(/^Iskorišćeni dani/).fill('5');
  await expect(page.getByTestId('radnik-preostalo')).toHaveText('15');
  await page.getByRole('combobox', { name: /^Opština/ }).click();
  await page.getByRole('dialog', { name: 'Pretraga' }).getByRole('combobox').fill('Novi Sad');
  await page.getByRole('option', { name: 'Novi Sad', exact: true }).click();
  await page.getByRole('combobox', { name: /^Grad ili naselje/ }).click();
  await page.getByRole('option', { name: 'Petrovaradin', exact: true }).click();
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expectToast(page, `Radnik Jovanka ${prezime} uspešno ažuriran`);
  await expect(page.getByTestId('radnik-name')).toHaveText(`Jovanka ${prezime}`);

  await page.reload();
  await expect(page.getByLabel(/^Ime/)).toHaveValue('Jovanka');
  await expect(page.getByRole('combobox', { name: /^Grad ili naselje/ })).toHaveText(/Petrovaradin/);
  await expect(page.getByTestId('radnik-preostalo')).toHaveText('15');

  await page.getByRole('button', { name: 'Resetuj lozinku' }).click();
  const reset = page.getByRole('dialog', { name: 'Resetovanje lozinke' });
  await reset.getByLabel(/^Nova lozinka/).fill(passwords.reset);
  await reset.getByLabel(/^Potvrda lozinke/).fill(passwords.reset);
  await reset.getByRole('button', { name: 'Resetuj lozinku' }).click();
  await expectToast(page, 'Lozinka uspešno resetovana');
  await expect(reset).toBeHidden();

  // The new worker signs in with the reset password and changes it on their own record.
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, username, passwords.reset);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(infoPath);
  await expect(page.getByTestId('radnik-name')).toHaveText(`Jovanka ${prezime}`);
  await expect(page.getByLabel(/^Korisničko ime/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Resetuj lozinku' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Promeni lozinku' }).click();
  const change = page.getByRole('dialog', { name: 'Promena lozinke' });
  await change.getByLabel(/^Stara lozinka/).fill(passwords.reset);
  await change.getByLabel(/^Nova lozinka/).fill(passwords.own);
  await change.getByLabel(/^Potvrda lozinke/).fill(passwords.own);
  await change.getByRole('button', { name: 'Promeni lozinku' }).click();
  await expectToast(page, 'Lozinka uspešno promenjena');
  await expect(change).toBeHidden();

  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await signIn(page, username, passwords.own);
  await expect(page).toHaveURL(/\/main$/);
});

test('a User is kept to their own worker record', async ({ page }) => {
  await signInAt(page, '/index/radnici/info/1', 'user');
  await expect(page).toHaveURL(/\/403$/);
});
