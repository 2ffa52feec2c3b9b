import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Masina } from '@rp/contract';
import { closeDialog, getNotifyState } from '../../lib/notify.ts';
import { calledUrls, mockApi } from '../../testing/mock-api.ts';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { masineKeys } from './api.ts';
import { MasineListPage } from './masine-list-page.tsx';

const masine: Masina[] = [
  { Id: 3, Ime: 'Totalna stanica Leica TS07', CenaPoSatu: 1100, verzija: 1 },
  { Id: 1, Ime: 'Dron DJI Mavic 3', CenaPoSatu: 900, verzija: 2 },
  { Id: 2, Ime: 'Laserski daljinomer Bosch GLM 50', CenaPoSatu: 150, verzija: 1 },
];

const meta = {
  title: 'Portal/Screens/MasineList',
  component: MasineListPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: { path: '/index/masine/list', route: '/index/masine/list', queryData: [[masineKeys.list(), masine]] },
  },
} satisfies Meta<typeof MasineListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Nova oprema' })).toHaveAttribute(
      'href',
      '/index/masine/unos',
    );
    await expect(canvas.getByRole('link', { name: 'Dron DJI Mavic 3' })).toHaveAttribute(
      'href',
      '/index/masine/info/1',
    );
    await expect(canvas.getAllByRole('link', { name: 'Dokumenti' })[0]).toHaveAttribute(
      'href',
      '/index/masine/dokumenti/1',
    );
    await userEvent.type(canvas.getByRole('searchbox'), 'leica');
    await expect(await canvas.findByRole('link', { name: 'Totalna stanica Leica TS07' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dron DJI Mavic 3' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'New equipment' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Documents' })).toHaveLength(3);
  },
};

export const NoCreateForAUser: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Dron DJI Mavic 3' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Nova oprema' })).toBeNull();
    // The server's DELETE masine/{id} is Admin and Demo only: a User is never offered it.
    await expect(canvas.queryByRole('button', { name: /^Obriši opremu/ })).toBeNull();
  },
};

/** Delete asks first, naming the machine, then deletes it. */
export const DeleteAsksFirst: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'DELETE /api/masine/1': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Oprema Dron DJI Mavic 3 je obrisana.', Id: 1 },
      ],
      'GET /api/masine/get': () => [200, { itemList: masine.filter((masina) => masina.Id !== 1) }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Obriši opremu Dron DJI Mavic 3' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Dron DJI Mavic 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calledUrls(api)).toContain('DELETE /api/masine/1');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Dron DJI Mavic 3' })).toBeNull());
  },
};

/** A machine that tasks name is refused; on an English screen the refusal is in English. */
export const DeleteRefusedInEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    mockApi({
      'DELETE /api/masine/3': () => [
        409,
        {
          ErrorCode: 55,
          Type: 3,
          Message:
            'Oprema „Totalna stanica Leica TS07“ je dodeljena zadacima (2) i ne može se obrisati. Uklonite je prvo iz zadataka.',
        },
      ],
    });
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete the equipment Totalna stanica Leica TS07' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    // A refusal (Type 3) is the shared notice dialog's, mounted by the app shell.
    await waitFor(() =>
      expect(getNotifyState().dialog?.message).toBe(
        'The equipment „Totalna stanica Leica TS07“ is assigned to tasks (2) and cannot be deleted. Remove it from the tasks first.',
      ),
    );
    closeDialog();
  },
};

export const OnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
};
