import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { radniciListQuery } from './api.ts';
import { RadniciListPage } from './radnici-list-page.tsx';
import { storyAdmin, storyRadnik } from './story-data.ts';

const meta = {
  title: 'Portal/Screens/RadniciList',
  component: RadniciListPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    screen: {
      path: '/index/radnici/list',
      route: '/index/radnici/list',
      queryData: [[radniciListQuery(true).queryKey, [storyAdmin, storyRadnik]]],
    },
  },
} satisfies Meta<typeof RadniciListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new-worker button, names that open the worker's form, and row actions with a menu for the rarer ones. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Novi radnik' })).toHaveAttribute(
      'href',
      '/index/radnici/unos',
    );
    const row = within(canvas.getByRole('row', { name: /Milan Stojanović/ }));
    await expect(row.getByRole('link', { name: 'Milan Stojanović' })).toHaveAttribute('href', '/index/radnici/info/7');
    await expect(row.getByRole('link', { name: 'Evidencija' })).toHaveAttribute('href', '/index/radnici/evidencija/7');
    await expect(row.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute('href', '/index/radnici/dokumenti/7');
    await userEvent.click(row.getByRole('button', { name: 'Još akcija za radnika Milan Stojanović' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Beleške' })).toHaveAttribute('href', '/index/radnici/notes/7');
    await expect(menu.getByRole('menuitem', { name: 'Zadaci radnika' })).toHaveAttribute(
      'href',
      '/index/radnici/status/7',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'New worker' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Novi radnik' })).toBeVisible();
  },
};
