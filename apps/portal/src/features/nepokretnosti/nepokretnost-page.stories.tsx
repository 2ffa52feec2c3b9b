import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { storyLocations } from '../radnici/story-data.ts';
import { storyConfig } from '../klijenti/story-data.ts';
import { lokacijeKeys } from '../lokacije/api.ts';
import { nepokretnostKeys } from './form-api.ts';
import { NepokretnostCreatePage, NepokretnostInfoPage } from './nepokretnost-page.tsx';
import { storyNepokretnost } from './form-story-data.ts';

const katastri: Array<[readonly unknown[], unknown]> = [
  [[...lokacijeKeys.all, 'katastri', 1], [{ id: 5, naziv: 'Petrovaradin', opstinaId: 1 }]],
];

const info = {
  path: '/index/nepokretnosti/info/12',
  route: '/index/nepokretnosti/info/:nepokretnostId',
  queryData: [
    [nepokretnostKeys.detail(12), storyNepokretnost] as [readonly unknown[], unknown],
    storyConfig,
    ...storyLocations,
    ...katastri,
  ],
};

const create = {
  path: '/index/nepokretnosti/unos',
  route: '/index/nepokretnosti/unos',
  queryData: [storyConfig, ...storyLocations, ...katastri],
};

const meta = {
  title: 'Portal/Screens/Nepokretnost',
  component: NepokretnostInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen: info },
} satisfies Meta<typeof NepokretnostInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const derived = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-derived="${key}"] dd`)?.textContent;

/** A saved flat: its values in Serbian formats, its links; a User is not offered the delete. */
export const Edit: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Stan, Petrovaradin, Preradovićeva 4' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Tražena cena (€)')).toHaveValue('120.000,00');
    await expect(canvas.getByLabelText('Kvadratura (m²)')).toHaveValue('60');
    await expect(canvas.getByLabelText('Datum informacije')).toHaveValue('09/03/2026');
    await expect(canvas.getByRole('combobox', { name: /Vrsta/ })).toHaveTextContent('Stan');
    await expect(canvas.getByRole('combobox', { name: /Katastarska opština/ })).toHaveTextContent('Petrovaradin');
    await expect(derived(canvasElement, 'jedinicnaCena')).toBe('2.000 €/m²');
    await expect(derived(canvasElement, 'korigovanaCena')).toBe('108.000,00 €');
    await expect(derived(canvasElement, 'jedCenaNakonKor')).toBe('1.800,00 €/m²');
    await expect(derived(canvasElement, 'jedinicnaCenaZakupnine')).toBe('7,50 €/m²');
    await expect(canvas.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute(
      'href',
      '/index/nepokretnosti/dokumenti/12',
    );
    await expect(canvas.getByRole('link', { name: 'Slike (3)' })).toHaveAttribute(
      'href',
      '/index/nepokretnosti/slike/12',
    );
    await expect(canvas.queryByRole('button', { name: 'Obriši' })).toBeNull();
  },
};

/** The derived values follow what is typed, by the server's own rule (part 2 §5). */
export const DerivedValuesLive: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByLabelText('Kvadratura (m²)');
    await userEvent.clear(area);
    await userEvent.type(area, '80');
    await waitFor(() => expect(derived(canvasElement, 'jedinicnaCena')).toBe('1.500 €/m²'));
    await expect(derived(canvasElement, 'jedCenaNakonKor')).toBe('1.350,00 €/m²');
    const reduction = canvas.getByLabelText('Umanjenje (%)');
    await userEvent.clear(reduction);
    await userEvent.type(reduction, '0');
    await waitFor(() => expect(derived(canvasElement, 'korigovanaCena')).toBe('120.000,00 €'));
    await userEvent.clear(area);
    await waitFor(() => expect(derived(canvasElement, 'jedinicnaCena')).toBe('0 €/m²'));
    await expect(derived(canvasElement, 'korigovanaCena')).toBe('0,00 €');
  },
};

/** The save sends the typed numbers (locale read), the verzija read, and no derived values. */
export const EditSaves: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/nepokretnosti': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Uspešno ažurirana nepokretnost', Id: 12 },
      ],
      'GET /api/nepokretnosti/12': () => [200, { ...storyNepokretnost, trazenaCena: 115000, verzija: 3 }],
    });
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText('Tražena cena (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '115.000,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/nepokretnosti')).toMatchObject({
        id: 12,
        verzija: 2,
        vrstaId: 811,
        opstinaId: 1,
        gradId: 2,
        katastarId: 5,
        trazenaCena: 115000,
        kvadratura: 60,
        umanjenje: 10,
        latitude: 45.2517,
        longitude: 19.8625,
        datum: '2026-03-09',
      }),
    );
    await expect(sentBody(api, 'PUT', '/api/nepokretnosti')).not.toHaveProperty('jedinicnaCena');
  },
};

/** A second submit while the first save is on its way sends nothing. */
export const DoubleSubmitSavesOnce: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    let answer: (() => void) | undefined;
    const api = mockApi(({ method, url }) => {
      if (method === 'PUT' && url.pathname === '/api/nepokretnosti')
        return [200, { ErrorCode: 0, Type: 1, Message: 'Uspešno ažurirana nepokretnost', Id: 12 }];
      if (url.pathname === '/api/nepokretnosti/12') return [200, storyNepokretnost];
      return undefined;
    });
    // The PUT answers only when the test says so.
    const original = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if ((init?.method ?? 'GET') === 'PUT') await new Promise<void>((resolve) => (answer = resolve));
      return original(input, init);
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Sprat / spratnost'), 'a');
    // The button is disabled while saving; Enter pressed twice, before any re-render, submits twice.
    const form = canvas.getByRole('form', { name: 'Podaci nepokretnosti' }) as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sačuvaj/ })).toBeDisabled());
    form.requestSubmit();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() =>
      expect(calledUrls(api).filter((call) => call.startsWith('PUT /api/nepokretnosti'))).toHaveLength(1),
    );
  },
};

/** Someone saved first (409): what was typed stays, with a clear notice and a way to load their version. */
export const StaleVersion: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    mockApi({
      'PUT /api/nepokretnosti': () => [
        409,
        { ErrorCode: 409, Type: 3, Message: 'Zapis je u međuvremenu izmenio neko drugi.' },
      ],
      'GET /api/nepokretnosti/12': () => [200, { ...storyNepokretnost, adresa: 'Preradovićeva 6', verzija: 3 }],
    });
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText('Adresa');
    await userEvent.type(address, 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText(/u međuvremenu sačuvao neko drugi/)).toBeVisible();
    await expect(address).toHaveValue('Preradovićeva 4a');
    await userEvent.click(canvas.getByRole('button', { name: 'Učitaj najnoviju verziju' }));
    await waitFor(() => expect(canvas.getByLabelText('Adresa')).toHaveValue('Preradovićeva 6'));
    await expect(canvas.queryByText(/u međuvremenu sačuvao neko drugi/)).toBeNull();
  },
};

/** An Admin may delete, after confirming; the record's refusals stay on the server. */
export const AdminDeletes: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Admin', 1),
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'DELETE /api/nepokretnosti/12': () => [200, { ErrorCode: 0, Type: 1, Message: 'Nepokretnost je obrisana.' }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Obriši' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Potvrdite brisanje?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(calledUrls(api)).toContain('DELETE /api/nepokretnosti/12'));
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('/index/nepokretnosti/list');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Apartment, Petrovaradin, Preradovićeva 4' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Asking price (€)')).toHaveValue('120,000.00');
    await expect(canvas.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Apartment');
    await expect(derived(canvasElement, 'jedinicnaCena')).toBe('2.000 €/m²');
    await expect(derived(canvasElement, 'jedCenaNakonKor')).toBe('1.800,00 €/m²');
    await expect(canvas.getByRole('link', { name: 'Images (3)' })).toBeVisible();
    // A Serbian decimal comma is not a number in English.
    const area = canvas.getByLabelText('Area (m²)');
    await userEvent.clear(area);
    await userEvent.type(area, '60,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('invalid data')).toBeVisible();
  },
};

/** A new property: a type and a municipality are required before anything is sent. */
export const New: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <NepokretnostCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({});
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova nepokretnost' })).toBeVisible();
    await expect(canvas.getByLabelText('Izvor informacija')).toHaveValue('DATA');
    await userEvent.type(canvas.getByLabelText('Kvadratura (m²)'), '60');
    await userEvent.type(canvas.getByLabelText('Tražena cena (€)'), '120.000');
    await userEvent.type(canvas.getByLabelText('Umanjenje (%)'), '10');
    await waitFor(() => expect(derived(canvasElement, 'jedinicnaCena')).toBe('2.000 €/m²'));
    await expect(derived(canvasElement, 'korigovanaCena')).toBe('108.000,00 €');
    await expect(derived(canvasElement, 'jedCenaNakonKor')).toBe('1.800,00 €/m²');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Izaberite vrstu nepokretnosti.')).toBeVisible();
    await expect(canvas.getByText('Izaberite opštinu.')).toBeVisible();
    await expect(calledUrls(api)).toEqual([]);
  },
};

/** A new property with its type and place chosen is sent as POST nepokretnosti. */
export const NewSaves: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <NepokretnostCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/nepokretnosti': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Uspešno sačuvana nepokretnost', Id: 44 },
      ],
    });
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Vrsta/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lokal/ }));
    await userEvent.click(await canvas.findByRole('combobox', { name: /Opština/ }));
    await userEvent.click(await body.findByRole('option', { name: /Novi Sad/ }));
    await userEvent.click(await canvas.findByRole('combobox', { name: /Mesto/ }));
    await userEvent.click(await body.findByRole('option', { name: /Futog/ }));
    await userEvent.type(await canvas.findByLabelText('Adresa'), 'Cara Lazara 1');
    await userEvent.type(canvas.getByLabelText('Kvadratura (m²)'), '42,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/nepokretnosti')).toMatchObject({
        vrstaId: 822,
        drzavaId: 1,
        opstinaId: 1,
        gradId: 3,
        katastarId: null,
        adresa: 'Cara Lazara 1',
        kvadratura: 42.5,
        izvorInformacija: 'DATA',
      }),
    );
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('/index/nepokretnosti/info/44');
  },
};

export const NewOnPhoneEnglish: Story = {
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  parameters: { screen: create },
  render: () => <NepokretnostCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: "Map of the property's location" })).toBeVisible();
  },
};
