import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { mockApi, sentBody } from '../../testing/mock-api.ts';
import { PosloviListPage } from './poslovi-list-page.tsx';
import { listData, storyConfig, storyPoslovi } from './jobs-story-data.ts';

const screen = (path = '/index/poslovi/list') => ({
  path,
  route: '/index/poslovi/list',
  queryData: [listData(storyPoslovi), storyConfig],
});

const meta = {
  title: 'Portal/Screens/PosloviList',
  component: PosloviListPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Operations'),
  parameters: { layout: 'padded', screen: screen() },
} satisfies Meta<typeof PosloviListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jobs of the last 30 days: what a planner needs per row, the filters, and the actions of Operations. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Novi projekat' })).toHaveAttribute(
      'href',
      '/index/poslovi/unos',
    );
    await expect(canvas.getByRole('link', { name: 'Procena stana – Liman 3, Novi Sad' })).toHaveAttribute(
      'href',
      '/index/poslovi/info/21',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('3 projekta');
    await expect(canvas.getByText('Završeno 9 od 14 zadataka')).toBeInTheDocument();
    await expect(canvas.getByText('9/14')).toBeVisible();
    await expect(canvas.getByText('41.000,00 RSD')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Dokumenti projekta Portfolio Raiffeisen – 14 lokala' }),
    ).toHaveAttribute('href', '/index/poslovi/dokumenti/22');
    await expect(canvas.getByLabelText('Od')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Samo aktivni' })).not.toBeChecked();
  },
};

/** 'Add as template' sends the job's id; delete asks first, naming the job. */
export const TemplateAndDelete: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/poslovi/sablon/save': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Šablon „Procena stana – Liman 3, Novi Sad” je sačuvan.', Id: 9 },
      ],
      'POST /api/poslovi/delete/23': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Projekat „Procena placa – Čenej” je obrisan.', Id: 23 },
      ],
      'GET /api/poslovi/filter/': () => [200, { itemList: storyPoslovi.slice(0, 2) }],
      'GET /api/poslovi/sablon/get': () => [200, { itemList: [] }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dodaj projekat Procena stana – Liman 3, Novi Sad kao šablon' }),
    );
    await waitFor(() => expect(sentBody(api, 'POST', '/api/poslovi/sablon/save')).toEqual({ Id: 21 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši projekat Procena placa – Čenej' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/Procena placa – Čenej/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Da' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([input]) => String(input).includes('/api/poslovi/delete/23'))).toBe(true),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'New project' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 projects');
    await expect(canvas.getByRole('columnheader', { name: /Agreed price/ })).toBeVisible();
    await expect(canvas.getAllByText('Finished')[0]).toBeVisible();
  },
};

/** At phone width: the name, the tasks done and a menu per row. */
export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Akcije za projekat Procena stana – Liman 3, Novi Sad' }),
    );
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: 'Dokumenti' })).toHaveAttribute(
      'href',
      '/index/poslovi/dokumenti/21',
    );
    await expect(menu.getByRole('menuitem', { name: 'Dodaj kao šablon' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Obriši' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('columnheader', { name: /Klijent/ })).toBeNull();
  },
};

/** The jobs' places on the map (no tiles here). */
export const Map: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen('/index/poslovi/list?prikaz=mapa') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Mapa' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="map-panel"]')).toHaveAttribute('data-state', 'ready'),
    );
  },
};
