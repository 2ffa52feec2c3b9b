import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Masina } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { masineKeys } from './api.ts';
import { MasineListPage } from './masine-list-page.tsx';

const masine: Masina[] = [
  { Id: 3, Ime: 'Totalna stanica Leica TS07', verzija: 1 },
  { Id: 1, Ime: 'Dron DJI Mavic 3', verzija: 2 },
  { Id: 2, Ime: 'Laserski daljinomer Bosch GLM 50', verzija: 1 },
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
  },
};

export const OnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
};
