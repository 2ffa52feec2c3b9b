import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Masina } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { masineKeys } from './api.ts';
import { MasinaCreatePage, MasinaInfoPage } from './masina-page.tsx';
import { mockApi, sentBody } from '../../testing/mock-api.ts';

const busilica: Masina = { Id: 5, Ime: 'Laserski daljinomer Leica', CenaPoSatu: 150, verzija: 3 };
const info = {
  path: '/index/masine/info/5',
  route: '/index/masine/info/:masinaId',
  queryData: [[masineKeys.detail(5), busilica]],
};
const create = { path: '/index/masine/unos', route: '/index/masine/unos' };

const meta = {
  title: 'Portal/Screens/Masina',
  component: MasinaInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { layout: 'padded', screen: info },
} satisfies Meta<typeof MasinaInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: busilica.Ime })).toBeVisible();
    await expect(canvas.getByLabelText(/Naziv/)).toHaveValue(busilica.Ime);
    await expect(canvas.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute('href', '/index/masine/dokumenti/5');
    // Nothing to save until something changes.
    await expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/Naziv/));
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Unesite naziv opreme.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Equipment id: 5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to equipment' })).toHaveAttribute('href', '/index/masine/list');
    await expect(canvas.getByRole('link', { name: 'Documents' })).toBeVisible();
  },
};

export const ReadOnlyForAUser: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Naziv/)).toHaveAttribute('readonly');
    await expect(canvas.getByText(/Opremu menjaju administrator i demo nalog/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
  },
};

export const Renames: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/masine/update': () => [200, { ErrorCode: 0, Type: 1, Message: 'Oprema uspešno ažurirana.', Id: 5 }],
      'GET /api/masine/get/5': () => [200, { ...busilica, Ime: 'Daljinomer Leica Disto', verzija: 4 }],
    });
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Naziv/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Daljinomer Leica Disto ');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Daljinomer Leica Disto' })).toBeVisible();
    await expect(sentBody(api, 'POST', '/api/masine/update')).toEqual({
      Id: 5,
      verzija: 3,
      Ime: 'Daljinomer Leica Disto',
      CenaPoSatu: 150,
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled());
  },
};

export const StaleEditShowsTheCurrentRecord: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    mockApi({
      'POST /api/masine/update': () => [
        409,
        { ErrorCode: 409, Type: 3, Message: 'Zapis je u međuvremenu izmenio neko drugi.' },
      ],
      'GET /api/masine/get/5': () => [200, { ...busilica, Ime: 'Daljinomer (servisiran)', verzija: 4 }],
    });
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Naziv/);
    await userEvent.type(name, ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    // The refused write reloads the record: the form now shows what the other user saved.
    await waitFor(() => expect(canvas.getByLabelText(/Naziv/)).toHaveValue('Daljinomer (servisiran)'));
  },
};

export const OnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Create: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <MasinaCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova oprema' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Unesite naziv opreme.')).toBeVisible();
    await expect(canvas.getByLabelText(/Naziv/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { screen: create },
  render: () => <MasinaCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New equipment' })).toBeVisible();
    // The input carries the contract's limit: a 201st character is never typed.
    const name = canvas.getByLabelText(/Name/);
    await expect(name).toHaveAttribute('maxlength', '200');
    await userEvent.type(name, 'x'.repeat(201));
    await expect(name).toHaveValue('x'.repeat(200));
  },
};

export const CreateRefusesAnIdThatIsNotANumber: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <MasinaCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/masine/save': () => [200, { ErrorCode: 0, Type: 1, Message: 'Oprema sačuvana.', Id: 'abc' }],
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Naziv/), 'Dron DJI Mini');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/masine/save')).toEqual({ Ime: 'Dron DJI Mini', CenaPoSatu: 0 }),
    );
    // No record to open: the form stays, with what was entered.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeEnabled());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova oprema' })).toBeVisible();
    await expect(canvas.getByLabelText(/Naziv/)).toHaveValue('Dron DJI Mini');
  },
};

export const CreateOnPhone: Story = {
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  parameters: { screen: create },
  render: () => <MasinaCreatePage />,
};
