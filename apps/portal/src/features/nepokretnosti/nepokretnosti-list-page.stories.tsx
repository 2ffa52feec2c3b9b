import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasScreen } from '../../app/screens.ts';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi } from '../../testing/mock-api.ts';
import { NepokretnostiListPage } from './nepokretnosti-list-page.tsx';
import { filterAt, listData, storyConfig, storyMapa, storyNepokretnosti, storyOpstine } from './list-story-data.ts';

const LIST = '/index/nepokretnosti/list';
const RADIUS = 'lat=45.2551&lon=19.8418';

const screen = (queryData: Array<[readonly unknown[], unknown]>, search = '') => ({
  path: search ? `${LIST}?${search}` : LIST,
  route: LIST,
  queryData: [...queryData, storyOpstine, storyConfig],
});

/** Answers every list and map call with the story's rows, so a new search shows the same register. */
const answerAll = () =>
  mockApi(({ url }) => {
    if (url.pathname === '/api/nepokretnosti')
      return [200, { itemList: storyNepokretnosti, ukupno: 4, pages: 1, currentPage: 1, itemsPerPage: 50 }];
    if (url.pathname === '/api/nepokretnosti/mapa') return [200, storyMapa];
    return undefined;
  });

const meta = {
  title: 'Portal/Screens/NepokretnostiList',
  component: NepokretnostiListPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { layout: 'padded', screen: screen(listData(storyNepokretnosti, 3120)) },
} satisfies Meta<typeof NepokretnostiListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The register opened: its rows link to their records, the counter, the order (newest first), the map beside. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The action shows once the form's screen is registered (a link to a missing screen is never shown).
    if (hasScreen('nepokretnosti.unos'))
      await expect(await canvas.findByRole('link', { name: 'Nova nepokretnost' })).toHaveAttribute(
        'href',
        '/index/nepokretnosti/unos',
      );
    await expect(await canvas.findByRole('link', { name: /^Otvori: Stan, Bulevar oslobođenja 12/ })).toHaveAttribute(
      'href',
      '/index/nepokretnosti/info/101',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Učitano 4 od 3.120');
    await expect(canvas.getByRole('columnheader', { name: /Datum/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.queryByRole('columnheader', { name: /Udaljenost/ })).toBeNull();
    await expect(canvas.getByText('Kliknite na mapu ili potražite adresu da odredite centar pretrage.')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Mapa nepokretnosti' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="map-panel"]')).toHaveAttribute('data-state', 'ready'),
    );
  },
};

/** Type names, headers and numbers in English; no Serbian word on the screen. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (hasScreen('nepokretnosti.unos'))
      await expect(await canvas.findByRole('link', { name: 'New property' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Open: Apartment, Bulevar oslobođenja 12/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Open: Retail unit/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 4 of 3.120');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByText('Price per m² (€)')).toBeVisible();
  },
};

/** A reversed range is warned about 500 ms after typing (ERRORS.CENAMATCH), and no search is sent with it. */
export const ReversedRangeWarns: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = answerAll();
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Cena (€) od' }), '200000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena (€) do' }), '100000');
    await expect(canvas.queryByText('Početna cena ne sme biti veća od krajnje.')).toBeNull();
    await expect(await canvas.findByText('Početna cena ne sme biti veća od krajnje.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    await expect(calledUrls(api).filter((url) => url.startsWith('GET /api/nepokretnosti'))).toEqual([]);
    // The area's own warning (ERRORS.KVADRATURAMATCH).
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kvadratura (m²) od' }), '90');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kvadratura (m²) do' }), '40');
    await expect(await canvas.findByText('Početna kvadratura ne sme biti veća od krajnje.')).toBeVisible();
  },
};

/** A search sends every filter by the contract's names, first 50 rows and the map's matches. */
export const SearchSendsTheFilters: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = answerAll();
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Cena (€) od' }), '50.000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena (€) do' }), '150000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kvadratura (m²) od' }), '40,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    const { prvi, drugi } = filterAt();
    await waitFor(() =>
      expect(calledUrls(api)).toContain(
        `GET /api/nepokretnosti?prvi=${prvi}&drugi=${drugi}&prviKvadratura=40.5&prviCena=50000&drugiCena=150000&sort=datum&smer=desc&offset=0&itemsPerPage=50`,
      ),
    );
    await expect(calledUrls(api)).toContain(
      `GET /api/nepokretnosti/mapa?prvi=${prvi}&drugi=${drugi}&prviKvadratura=40.5&prviCena=50000&drugiCena=150000`,
    );
  },
};

/** A radius search: the distance column by the §9 rule, nearest first, the radius editable and removable. */
export const RadiusSearch: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen(listData(storyNepokretnosti, 4, filterAt(RADIUS)), RADIUS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('columnheader', { name: /Udaljenost/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText('120 m')).toBeVisible();
    await expect(canvas.getByText('1.840 m')).toBeVisible();
    await expect(canvas.getByText('2,45 km')).toBeVisible();
    const radius = canvas.getByRole('textbox', { name: 'Poluprečnik (m)' });
    await expect(radius).toHaveValue('750');
    const api = answerAll();
    await userEvent.clear(radius);
    await userEvent.type(radius, '5');
    await expect(await canvas.findByText('Poluprečnik mora biti između 10 m i 50 km.')).toBeVisible();
    await userEvent.type(radius, '00');
    await waitFor(() =>
      expect(
        calledUrls(api).some((url) => url.includes('radiusInMeters=500&') && url.includes('sort=udaljenost')),
      ).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni poluprečnik' }));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /Udaljenost/ })).toBeNull());
    await expect(canvas.getByRole('columnheader', { name: /Datum/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A User sees the register and the new-property action, never the Admin's import. */
export const NoImportForAUser: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Učitano 4 od 3.120');
    if (hasScreen('nepokretnosti.unos'))
      await expect(canvas.getByRole('link', { name: 'Nova nepokretnost' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Uvoz' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen(listData([], 0)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nijedna nepokretnost ne odgovara pretrazi.')).toBeVisible();
  },
};

/** A shared address with a reversed range: the warning shows at once and nothing is asked of the server. */
export const ReversedRangeInTheAddress: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([], 'prviCena=200000&drugiCena=100000') },
  play: async ({ canvasElement }) => {
    const api = answerAll();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Početna cena ne sme biti veća od krajnje.')).toBeVisible();
    await expect(canvas.getByText('Ispravite opsege pre pretrage.')).toBeVisible();
    await expect(calledUrls(api)).toEqual([]);
  },
};
