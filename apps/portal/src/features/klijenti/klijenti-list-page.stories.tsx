import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi } from '../../testing/mock-api.ts';
import { KlijentiListPage } from './klijenti-list-page.tsx';
import { listData, storyConfig, storyFizicko, storyKlijent, storyKlijenti } from './story-data.ts';

const screen = (queryData: Array<[readonly unknown[], unknown]>, path = '/index/klijenti/list') => ({
  path,
  route: '/index/klijenti/list',
  queryData: [...queryData, storyConfig],
});

const meta = {
  title: 'Portal/Screens/KlijentiList',
  component: KlijentiListPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { layout: 'padded', screen: screen([listData(storyKlijenti, 1234)]) },
} satisfies Meta<typeof KlijentiListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a large register: links, actions, and the local search that ignores accents. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Novi klijent' })).toHaveAttribute(
      'href',
      '/index/klijenti/unos',
    );
    await expect(canvas.getByRole('link', { name: 'Mlekara Šabac a.d.' })).toHaveAttribute(
      'href',
      '/index/klijenti/info/3',
    );
    await expect(canvas.getByRole('link', { name: 'Dokumenti: Mlekara Šabac a.d.' })).toHaveAttribute(
      'href',
      '/index/klijenti/dokumenti/3',
    );
    await expect(canvas.getByRole('button', { name: 'Obriši: Mlekara Šabac a.d.' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Učitano 4 od 1.234');
    await expect(canvas.getByRole('columnheader', { name: /Naziv/ })).toHaveAttribute('aria-sort', 'ascending');
    // The server search follows after 500 ms: answer it with the same rows, and end on its answer (a story that ended
    // before it would show either state).
    mockApi(() => [200, { itemList: [storyKlijent], ukupno: 1 }]);
    await userEvent.type(canvas.getByRole('searchbox'), 'sabac');
    await expect(canvas.getByRole('link', { name: 'Mlekara Šabac a.d.' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Petar Nikolić' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pronađen 1 klijent'), { timeout: 3000 });
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'New client' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 4 of 1.234');
    await expect(canvas.getAllByText('Banker')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bankers' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Typing searches the server 500 ms after the last key, and the answer says how many it found. */
export const ServerSearch: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(({ url }) =>
      url.searchParams.get('searchData') === 'sabac'
        ? [200, { itemList: [storyKlijent], ukupno: 1 }]
        : [200, { itemList: storyKlijenti, ukupno: 1234 }],
    );
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'sabac');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pronađen 1 klijent'));
    await expect(calledUrls(api)).toContain('GET /api/klijenti?searchData=sabac&sort=naziv&smer=asc&offset=0&limit=30');
  },
};

/** Sorting and the type filter ask the server again, with the choice kept in the address. */
export const SortAndFilter: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(() => [200, { itemList: [storyFizicko], ukupno: 1 }]);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bankari' }));
    await expect(canvas.getByRole('button', { name: 'Bankari' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Matični broj/ }));
    await waitFor(() =>
      expect(calledUrls(api)).toContain(
        'GET /api/klijenti?tipoviKlijenta%5B%5D=3&sort=maticniBroj&smer=asc&offset=0&limit=30',
      ),
    );
    await expect(canvas.getByRole('columnheader', { name: /Matični broj/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Delete asks first, naming the client; a refusal is left to the shared notice. */
export const DeleteAsksFirst: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'DELETE /api/klijenti/3': () => [
        409,
        { ErrorCode: 53, Type: 3, Message: 'Postoji posao kome je dodeljen Klijent/Bankar sa id-em 3' },
      ],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Obriši: Mlekara Šabac a.d.' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Mlekara Šabac a.d.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calledUrls(api)).toContain('DELETE /api/klijenti/3');
  },
};

/** A User reads and creates but does not delete (the server refuses it too). */
export const NoDeleteForAUser: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Novi klijent' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Obriši/ })).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([listData([], 0)]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('U registru još nema klijenata.')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([]) },
  beforeEach: () => {
    // The first page never arrives.
    const pending = spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    return () => pending.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Učitavanje')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Mlekara Šabac a.d.' })).toBeNull();
  },
};

/**
 * A 1366 px laptop's table (1,100 px beside the menu): every column fits with the row's actions in view, no sideways
 * scrolling; the documents link is an icon with its name as a tooltip.
 */
export const Laptop: Story = {
  globals: { locale: 'sr' },
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Obriši: Mlekara Šabac a.d.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dokumenti: Mlekara Šabac a.d.' })).toHaveAttribute(
      'title',
      'Dokumenti',
    );
    await expect(canvas.getByRole('columnheader', { name: /Lice/ })).toBeVisible();
    const scroll = canvas.getByRole('region', { name: 'Klijenti' });
    await waitFor(() => expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth));
  },
};

/** A 1280 px laptop's table: the person's kind steps back (the column menu is not needed), the actions stay in view. */
export const NarrowLaptop: Story = {
  globals: { locale: 'en_US' },
  decorators: [(Story) => <div style={{ width: 1014 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Delete: Mlekara Šabac a\.d\./ })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /Person/ })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: /Registry number/ })).toBeVisible();
    const scroll = canvas.getByRole('region', { name: 'Clients' });
    await waitFor(() => expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth));
  },
};

/** At phone width: the name, the type and a menu per row. */
export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Akcije: Mlekara Šabac a.d.' }));
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: 'Dokumenti' })).toHaveAttribute(
      'href',
      '/index/klijenti/dokumenti/3',
    );
    await expect(menu.getByRole('menuitem', { name: 'Obriši' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /Matični broj/ })).toBeNull();
  },
};

/** The map of the loaded rows (no tiles here); rows without coordinates wait for a geocoder. */
export const Map: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([listData(storyKlijenti, 4)], '/index/klijenti/list?prikaz=mapa') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Mapa' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="map-panel"]')).toHaveAttribute('data-state', 'ready'),
    );
  },
};
