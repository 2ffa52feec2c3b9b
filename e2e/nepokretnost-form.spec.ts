import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAt } from './helpers.ts';

/** A real PNG (a small solid square), as a phone camera's picture would be: the server checks the bytes. */
function pngBytes(size = 24, rgb: [number, number, number] = [40, 120, 110]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const derived = (page: Page, key: string) => page.locator(`[data-derived="${key}"] dd`);

async function choose(page: Page, combobox: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an Admin creates a property, sees its derived values live and saved, edits it, adds an image as the main one, and deletes it', async ({
  page,
}) => {
  // One flow of six steps against the real server: longer than the default on a shared machine.
  test.setTimeout(90_000);
  const address = `Bulevar oslobođenja ${Date.now() % 100_000}`;
  await signInAt(page, '/index/nepokretnosti/unos', 'admin');
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/unos$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Nova nepokretnost' })).toBeVisible();

  // Create: the derived values follow the typing (part 2 §5), in Serbian formats.
  await choose(page, /Vrsta/, /^Stan/);
  await choose(page, /Opština/, /^Novi Sad/);
  await page.getByLabel('Adresa').fill(address);
  await page.getByLabel('Kvadratura (m²)').fill('60');
  await page.getByLabel('Tražena cena (€)').fill('120.000');
  await expect(derived(page, 'jedinicnaCena')).toHaveText('2.000 €/m²');
  await page.getByLabel('Umanjenje (%)').fill('10');
  await expect(derived(page, 'korigovanaCena')).toHaveText('108.000,00 €');
  await expect(derived(page, 'jedCenaNakonKor')).toHaveText('1.800,00 €/m²');
  // A click on the map places the marker and fills the coordinates.
  const map = page.getByRole('region', { name: 'Mapa lokacije nepokretnosti' });
  await map.click({ position: { x: 200, y: 120 } });
  await expect(page.getByLabel('Geografska širina')).not.toHaveValue('');
  await expect(page.getByLabel('Geografska dužina')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/info\/\d{1,8}$/);
  await expect(page.getByText('Uspešno sačuvana nepokretnost', { exact: true })).toBeVisible();
  const id = /info\/(\d+)$/.exec(page.url())![1]!;

  // Reloaded: the server's derived values, the same as the form's.
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: `Stan, Novi Sad, ${address}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Tražena cena (€)')).toHaveValue('120.000,00');
  await expect(page.getByLabel('Kvadratura (m²)')).toHaveValue('60');
  await expect(derived(page, 'jedinicnaCena')).toHaveText('2.000 €/m²');
  await expect(derived(page, 'jedCenaNakonKor')).toHaveText('1.800,00 €/m²');
  await expect(page.getByText('2.000 €/m²').first()).toBeVisible();

  // Edit: the update message, and the new value after a reload.
  await page.getByLabel('Sprat / spratnost').fill('3/5');
  await page.getByLabel('Tražena cena (€)').fill('126.000');
  await expect(derived(page, 'jedinicnaCena')).toHaveText('2.100 €/m²');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Uspešno ažurirana nepokretnost', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sprat / spratnost')).toHaveValue('3/5');
  await expect(derived(page, 'jedCenaNakonKor')).toHaveText('1.890,00 €/m²');

  // Images: upload two, make the second the main one.
  await page.getByRole('link', { name: 'Slike (0)' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/nepokretnosti/slike/${id}$`));
  await page.getByLabel('izaberite slike').setInputFiles([
    { name: 'fasada.png', mimeType: 'image/png', buffer: pngBytes(24, [200, 80, 60]) },
    { name: 'dnevna-soba.png', mimeType: 'image/png', buffer: pngBytes(24, [60, 80, 200]) },
  ]);
  await expect(page.getByRole('img', { name: 'fasada.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'dnevna-soba.png' })).toBeVisible();
  // The first image of a group is the main one; another is made main.
  await expect(page.getByRole('button', { name: 'Postavi kao glavnu: fasada.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const mainSet = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/glavna\/\d+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Postavi kao glavnu: dnevna-soba.png' }).click();
  expect((await mainSet).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Postavi kao glavnu: dnevna-soba.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Postavi kao glavnu: fasada.png' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The image's bytes come through the token, not a public URL.
  await expect(page.getByRole('img', { name: 'dnevna-soba.png' })).toHaveAttribute('src', /^blob:/);

  // Delete (Admin), after the confirmation: the record is gone.
  await page.getByRole('link', { name: 'Nazad na nepokretnost' }).click();
  await expect(page.getByRole('link', { name: 'Slike (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Obriši' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da' }).click();
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/list/);
  await page.goto(`/index/nepokretnosti/info/${id}`);
  await expect(page.getByText('Nepokretnost nije pronađena.')).toBeVisible();
});

test('a User edits a property but is not offered its delete; an unsaved change is guarded', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAt(page, '/index/nepokretnosti/unos', 'user');
  await choose(page, /Vrsta/, /^Garaža/);
  await choose(page, /Opština/, /^Novi Sad/);
  await page.getByLabel('Kvadratura (m²)').fill('15');
  await page.getByLabel('Tražena cena (€)').fill('12.000');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/index\/nepokretnosti\/info\/\d{1,8}$/);
  await expect(page.getByText('Uspešno sačuvana nepokretnost', { exact: true })).toBeVisible();
  await expect(derived(page, 'jedinicnaCena')).toHaveText('800 €/m²');
  await expect(page.getByRole('button', { name: 'Obriši' })).toHaveCount(0);

  // Leaving with an unsaved change asks first (part 2 §8).
  await page.getByLabel('Adresa').fill('Futoška 1');
  await page.getByRole('link', { name: 'Nazad na nepokretnosti' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Imate nesačuvane podatke na stranici!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ne' }).click();
  await expect(page.getByLabel('Adresa')).toHaveValue('Futoška 1');
});
