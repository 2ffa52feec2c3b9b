import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PRAVNO_LICE_POSTOJI } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { storyLocations } from '../radnici/story-data.ts';
import { KlijentCreatePage, KlijentInfoPage } from './klijent-page.tsx';
import { imaBankareQuery } from './api.ts';
import { bankeData, klijentData, storyBanka, storyBankar, storyFizicko } from './story-data.ts';

const info = (klijent = storyFizicko) => ({
  path: `/index/klijenti/info/${klijent.id}`,
  route: '/index/klijenti/info/:klijentId',
  queryData: [klijentData(klijent), bankeData, ...storyLocations],
});

const create = {
  path: '/index/klijenti/unos',
  route: '/index/klijenti/unos',
  queryData: [bankeData, ...storyLocations],
};

const meta = {
  title: 'Portal/Screens/Klijent',
  component: KlijentInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen: info() },
} satisfies Meta<typeof KlijentInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A natural person's record, with its links; the registry-number rule follows the kind of person. */
export const Edit: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Petar Nikolić' })).toBeVisible();
    await expect(canvas.getByLabelText(/Matični broj/)).toHaveValue('0101990800012');
    await expect(canvas.getByRole('radio', { name: 'Fizičko lice' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute(
      'href',
      '/index/klijenti/dokumenti/4',
    );
    // The client's valuations: the list filtered by this record (issue 13 item 4).
    await expect(canvas.getByRole('link', { name: 'Procene klijenta' })).toHaveAttribute(
      'href',
      '/index/procene/list?klijentId=4',
    );
    await expect(canvas.getByLabelText(/Geografska širina/)).toHaveValue('45.2551');
    // Thirteen digits are fine for a natural person, not for a legal one.
    await userEvent.click(canvas.getByRole('radio', { name: 'Pravno lice' }));
    await expect(await canvas.findByText('Matični broj ovog lica može imati najviše 8 cifara.')).toBeVisible();
  },
};

/** A client that no longer exists (an old link, a deleted record): the screen says so, with no form to fill. */
export const NotFound: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: '/index/klijenti/info/999',
      route: '/index/klijenti/info/:klijentId',
      queryData: [bankeData, ...storyLocations],
    },
  },
  beforeEach: () => {
    mockApi({
      'GET /api/klijenti/999': () => [404, { ErrorCode: 404, Type: 3, Message: 'Klijent sa id-em 999 ne postoji' }],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Klijent nije pronađen.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nazad na klijente' })).toHaveAttribute(
      'href',
      '/index/klijenti/list',
    );
    await expect(canvas.queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
  },
};

/** The save sends the verzija read; the success toast is the server's message. */
export const EditSaves: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/klijenti': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Klijent sa imenom Petar Nikolić uspešno izmenjen', Id: 4 },
      ],
      'GET /api/klijenti/4': () => [200, { ...storyFizicko, telefon: '021 555 333', verzija: 2 }],
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Telefon/), '021 555 333');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/klijenti')).toMatchObject({
        id: 4,
        verzija: 1,
        naziv: 'Petar Nikolić',
        tip: 1,
        lice: 2,
        telefon: '021 555 333',
        latitude: 45.2551,
        longitude: 19.8451,
      }),
    );
  },
};

/** Someone saved first: the refused write (409) reloads the record, and the form shows what they saved. */
export const StaleEditShowsTheCurrentRecord: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    mockApi({
      'PUT /api/klijenti': () => [
        409,
        { ErrorCode: 409, Type: 3, Message: 'Zapis je u međuvremenu izmenio neko drugi.' },
      ],
      'GET /api/klijenti/4': () => [200, { ...storyFizicko, adresa: 'Zmaj Jovina 5', verzija: 2 }],
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Telefon/), '021 555 333');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(canvas.getByLabelText(/Adresa/)).toHaveValue('Zmaj Jovina 5'));
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Petar Nikolić' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Natural person' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(/Registry number/), 'x');
    await expect(await canvas.findByText('The registry number may contain digits only.')).toBeVisible();
  },
};

/** A banker names the bank they work for. */
export const Banker: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: info(storyBankar) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jelena Đorđević' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Bankar' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Banka/ })).toHaveTextContent('Banca Intesa a.d. Beograd');
  },
};

/** A bank its bankers belong to keeps its kind: the other kinds are not offered (the server would refuse them). */
export const BankWithBankers: Story = {
  globals: { locale: 'sr' },
  tags: ['no-visual'],
  parameters: {
    screen: {
      ...info(storyBanka),
      queryData: [...info(storyBanka).queryData, [imaBankareQuery(storyBanka.id).queryKey, true]],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Banka' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Klijent' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Bankar' })).toBeDisabled();
    await expect(canvas.getByText('Banka kojoj pripadaju bankari ne može promeniti vrstu.')).toBeVisible();
  },
};

/** A new client: the rules on their fields before anything is sent. */
export const New: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <KlijentCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({});
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novi klijent' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Matični broj/), '12a');
    await expect(await canvas.findByText('Matični broj sme imati samo cifre.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bankar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Unesite naziv.')).toBeVisible();
    await expect(canvas.getByText('Bankar mora pripadati banci: izaberite banku.')).toBeVisible();
    await expect(calledUrls(api)).toEqual([]);
  },
};

/** A legal person whose registry number exists: the server's refusal is shown on the field. */
export const NewDuplicateRegistryNumber: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <KlijentCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/klijenti': () => [409, { ErrorCode: 52, Type: 3, Message: PRAVNO_LICE_POSTOJI }],
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Naziv/), 'Agrovojvodina d.o.o.');
    await userEvent.type(canvas.getByLabelText(/Matični broj/), '08123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Pravno lice već postoji u bazi')).toBeVisible();
    await expect(canvas.getByLabelText(/Matični broj/)).toHaveAttribute('aria-invalid', 'true');
    await expect(sentBody(api, 'POST', '/api/klijenti')).toMatchObject({ naziv: 'Agrovojvodina d.o.o.', lice: 1 });
  },
};

/** A field the server refuses (clientEntryErrors) lands on its input, not only in the notice. */
export const NewServerFieldError: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <KlijentCreatePage />,
  play: async ({ canvasElement }) => {
    mockApi({
      'POST /api/klijenti': () => [
        400,
        {
          ErrorCode: 400,
          Type: 4,
          Message: 'Neispravan unos: Adresa.',
          clientEntryErrors: [{ name: 'adresa', error: 'Adresa sadrži nedozvoljene znakove.' }],
        },
      ],
    });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Naziv/), 'Agrovojvodina d.o.o.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    const adresa = canvas.getByLabelText(/Adresa/);
    await waitFor(() => expect(adresa).toHaveAttribute('aria-invalid', 'true'));
    await expect(adresa).toHaveAccessibleDescription(/Adresa sadrži nedozvoljene znakove\./);
    await expect(adresa).toHaveFocus();
  },
};

export const NewEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { screen: create },
  render: () => <KlijentCreatePage />,
  play: async ({ canvasElement }) => {
    mockApi({ 'POST /api/klijenti': () => [409, { ErrorCode: 52, Type: 3, Message: PRAVNO_LICE_POSTOJI }] });
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Name/), 'Agrovojvodina d.o.o.');
    await userEvent.type(canvas.getByLabelText(/Registry number/), '08123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('A legal person with this registry number is already in the register'),
    ).toBeVisible();
  },
};

export const NewOnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  parameters: { screen: create },
  render: () => <KlijentCreatePage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sačuvaj' })).toBeVisible();
  },
};
