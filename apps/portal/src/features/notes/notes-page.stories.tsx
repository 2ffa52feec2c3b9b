import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Note, Radnik } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { radniciKeys } from '../radnici/api.ts';
import { mockApi, sentBody } from '../../testing/mock-api.ts';
import { notesKeys } from './api.ts';
import { NotesPage } from './notes-page.tsx';

const radnik: Radnik = {
  id: 7,
  ime: 'Milica',
  prezime: 'Jovanović',
  username: 'milica',
  aktivan: true,
  permission: 'User',
  slobodniDani: 20,
  IskoristeniDani: 4,
  cenaRada: 1800,
  idGrada: null,
  idOpstine: null,
  verzija: 1,
  datumPocetka: '2024-01-01',
  datumOdlaska: null,
};

const note = (Id: number, Prioritet: number, Tekst: string, Kreirano: string): Note => ({
  Id,
  Radnik: 7,
  Prioritet,
  idKreatora: 1,
  Tekst,
  Kreirano,
  verzija: 2,
});

const notes: Note[] = [
  note(11, 3, 'Vratiti ključeve stana u Futoškoj.', '2026-03-03T09:15:00.000Z'),
  note(12, 1, 'Hitno: izveštaj za Banku Intesa do petka.', '2026-03-01T07:30:00.000Z'),
  note(13, 2, 'Dogovoriti snimanje lokala na Limanu.', '2026-03-02T12:00:00.000Z'),
];

const screen = (list: Note[]) => ({
  path: '/index/radnici/notes/7',
  route: '/index/radnici/notes/:radnikId',
  queryData: [
    [radniciKeys.detail(7), radnik],
    [notesKeys.radnik(7), list],
  ],
});

const meta = {
  title: 'Portal/Screens/Notes',
  component: NotesPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { layout: 'padded', screen: screen(notes) },
} satisfies Meta<typeof NotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = (Id: number) => () => [200, { ErrorCode: 0, Type: 1, Message: 'Beleška je sačuvana.', Id }] as const;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Beleške – Milica Jovanović' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Beleške radnika' })).getAllByRole('listitem');
    // Priority 1 first, then 2, then 3.
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Hitno: izveštaj za Banku Intesa do petka.',
      'Dogovoriti snimanje lokala na Limanu.',
      'Vratiti ključeve stana u Futoškoj.',
    ]);
    await expect(items[0]).toHaveTextContent('Visok');
    await expect(items[0]).toHaveTextContent('Kreirano 01/03/2026 u 08:30');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notes – Milica Jovanović' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New note' })).toBeVisible();
    await expect(canvas.getByText(/^Created 01\/03\/2026 at 08:30/)).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ovaj radnik nema beležaka.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nova beleška' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Nova beleška' }));
    // A new note starts at priority 2 (part 1 §9).
    await expect(dialog.getByRole('combobox', { name: 'Prioritet' })).toHaveTextContent('2 – Srednji');
    await userEvent.click(dialog.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await dialog.findByText('Unesite tekst beleške.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AddsANote: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/notes/save': saved(14),
      'GET /api/notes/get': () => [200, { itemList: notes }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova beleška' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Nova beleška' }));
    await userEvent.type(dialog.getByLabelText(/Tekst beleške/), 'Poslati fotografije klijentu.');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Prioritet' }));
    await userEvent.click(await body.findByRole('option', { name: '1 – Visok' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(sentBody(api, 'POST', '/api/notes/save')).toEqual({
      Radnik: 7,
      Prioritet: 1,
      Tekst: 'Poslati fotografije klijentu.',
    });
  },
};

export const EditsANote: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/notes/update': saved(13),
      'GET /api/notes/get': () => [200, { itemList: notes }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Izmeni belešku „Dogovoriti snimanje lokala na Limanu.”' }),
    );
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Izmena beleške' }));
    const text = dialog.getByLabelText(/Tekst beleške/);
    await expect(text).toHaveValue('Dogovoriti snimanje lokala na Limanu.');
    await expect(dialog.getByRole('combobox', { name: 'Prioritet' })).toHaveTextContent('2 – Srednji');
    await userEvent.type(text, ' Ključ kod portira.');
    await userEvent.click(dialog.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(sentBody(api, 'POST', '/api/notes/update')).toEqual({
      Id: 13,
      verzija: 2,
      Radnik: 7,
      Prioritet: 2,
      Tekst: 'Dogovoriti snimanje lokala na Limanu. Ključ kod portira.',
    });
  },
};

export const DeletesAfterConfirming: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/notes/delete/11': () => [200, { ErrorCode: 0, Type: 1, Message: 'Beleška je obrisana.', Id: 11 }],
      'GET /api/notes/get': () => [200, { itemList: notes.filter((n) => n.Id !== 11) }],
    });
    const canvas = within(canvasElement);
    const body = within(document.body);
    const deleteButton = await canvas.findByRole('button', {
      name: 'Obriši belešku „Vratiti ključeve stana u Futoškoj.”',
    });
    await userEvent.click(deleteButton);
    let confirm = await body.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Vratiti ključeve stana u Futoškoj.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ne' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(sentBody(api, 'POST', '/api/notes/delete/11')).toBeUndefined();

    await userEvent.click(deleteButton);
    confirm = await body.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: 'Vratiti ključeve stana u Futoškoj.' })).toBeNull(),
    );
    await expect(api.mock.calls.some(([input]) => String(input).endsWith('/api/notes/delete/11'))).toBe(true);
  },
};

export const OnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
