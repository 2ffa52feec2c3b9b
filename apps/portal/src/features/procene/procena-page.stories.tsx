import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { mockApi, sentBody } from '../../testing/mock-api.ts';
import { storyLocations } from '../radnici/story-data.ts';
import { storyBankar, storyConfig } from '../klijenti/story-data.ts';
import { klijentiKeys } from '../klijenti/api.ts';
import { lokacijeKeys } from '../lokacije/api.ts';
import { proceneKeys } from './api.ts';
import { izborKeys } from './izbor-api.ts';
import { DuplikatiDialog } from './components/duplikati-dialog.tsx';
import { ProcenaCreatePage, ProcenaInfoPage } from './procena-page.tsx';
import {
  storyBankariIzbor,
  storyBanke,
  storyDuplikati,
  storyIstorija,
  storyKlijentiIzbor,
  storyProcena,
  storyRadnici,
} from './form-story-data.ts';

const shared: Array<[readonly unknown[], unknown]> = [
  storyConfig,
  ...storyLocations,
  [[...lokacijeKeys.all, 'katastri', 1], [{ id: 5, naziv: 'Petrovaradin', opstinaId: 1 }]],
  [proceneKeys.radnici(), storyRadnici],
  [klijentiKeys.banke(), storyBanke],
  [izborKeys.klijenti(''), storyKlijentiIzbor],
  [izborKeys.bankari('', ''), storyBankariIzbor],
  [izborKeys.bankari('', '1'), storyBankariIzbor.filter((bankar) => bankar.idBanke === 1)],
];

const info = {
  path: '/index/procene/info/21',
  route: '/index/procene/info/:procenaId',
  queryData: [
    ...shared,
    [proceneKeys.detail(21), storyProcena] as [readonly unknown[], unknown],
    [proceneKeys.istorija(21), storyIstorija] as [readonly unknown[], unknown],
    // the bankers the history names (the earlier one is no longer in the valuation's own names)
    [klijentiKeys.detail(storyBankar.id), storyBankar] as [readonly unknown[], unknown],
    [klijentiKeys.detail(9), { ...storyBankar, id: 9, naziv: 'Ivana Marković', idBanke: 8 }] as [
      readonly unknown[],
      unknown,
    ],
  ],
};

const create = { path: '/index/procene/unos', route: '/index/procene/unos', queryData: shared };

const meta = {
  title: 'Portal/Screens/Procena',
  component: ProcenaInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen: info },
} satisfies Meta<typeof ProcenaInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed valuation: its pickers named, its phases, its history of who changed what; a User may not delete. */
export const ExistingWithHistory: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Preradovićeva 4, Novi Sad' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Banka(?!r)/ })).toHaveTextContent('Banca Intesa a.d. Beograd');
    await expect(canvas.getByRole('combobox', { name: /^Bankar/ })).toHaveTextContent('Jelena Đorđević');
    await expect(canvas.getByRole('combobox', { name: /Klijent/ })).toHaveTextContent('Mlekara Šabac a.d.');
    await expect(canvas.getByRole('combobox', { name: /Vođa procene/ })).toHaveTextContent('Marko Petrović');
    await expect(canvas.getByLabelText('Dogovorena cena (RSD)')).toHaveValue('36.000,00');
    await expect(canvas.getByRole('checkbox', { name: 'Fiksni početak' })).toBeChecked();
    await expect(canvas.getByLabelText('Datum fiksnog početka')).toHaveValue('03/11/2026');
    await expect(canvas.getByLabelText('Vreme fiksnog početka')).toHaveValue('09:30');
    const faze = canvas.getByRole('table', { name: 'Faze procene' });
    await expect(within(faze).getAllByRole('row')).toHaveLength(4);
    await expect(faze.querySelector('tr[aria-current="true"]')).toHaveTextContent('Završena');
    const istorija = canvas.getByRole('list', { name: 'Istorija izmena' });
    await expect(within(istorija).getAllByRole('listitem')).toHaveLength(4);
    await expect(istorija).toHaveTextContent('Dogovorena cena (RSD)32.000→u36.000');
    await expect(istorija).toHaveTextContent('Dorada→uZavršena');
    // Records it refers to are named: the inspector, the banker, the subject's type; an id only where none is found.
    await expect(istorija).toHaveTextContent('Milan Stojanović→uAna Jovanović');
    await expect(istorija).toHaveTextContent(`Ivana Marković→u${storyBankar.naziv}`);
    await expect(istorija).toHaveTextContent('Kuća→uStan');
    // A moved pin shows to the sixth decimal: two would read '45,26' on both sides.
    await expect(istorija).toHaveTextContent('45,255121→u45,255184');
    await expect(istorija).toHaveTextContent('—→u#404');
    // A priority is read with its meaning; a field empty before and after is not listed.
    await expect(istorija).toHaveTextContent('Prioritet—→u2 – srednji');
    await expect(istorija).not.toHaveTextContent('Opis');
    await expect(canvas.getByRole('link', { name: 'Slike (3)' })).toHaveAttribute('href', '/index/procene/slike/21/12');
    await expect(canvas.getByRole('link', { name: 'Predmeti (2)' })).toHaveAttribute(
      'href',
      '/index/procene/predmeti/21',
    );
    await expect(canvas.getByRole('link', { name: 'Komparativi' })).toHaveAttribute(
      'href',
      '/index/procene/21/komparativi/12',
    );
    await expect(canvas.queryByRole('button', { name: 'Obriši procenu' })).toBeNull();
  },
};

/** The same in English: names of phases, types and fields translated; an Admin is offered the delete. */
export const ExistingEnglishAdmin: Story = {
  globals: { locale: 'en_US' },
  beforeEach: signedInAs('Admin', 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Change history' })).toBeVisible();
    await expect(canvas.getByLabelText('Agreed price (RSD)')).toHaveValue('36,000.00');
    // an example number in the screen's own format, not the Serbian one
    await expect(canvas.getByLabelText('Euro rate of the previous valuation')).toHaveAttribute('placeholder', '117.2');
    await expect(canvas.getByRole('table', { name: 'Valuation phases' })).toHaveTextContent('Revision');
    await expect(canvas.getByRole('list', { name: 'Change history' })).toHaveTextContent('House→toApartment');
    await expect(canvas.getByRole('button', { name: 'Delete valuation' })).toBeVisible();
  },
};

/** Saving an edit sends the fields, the subject with its id, and the verzija read; a new phase goes with it. */
export const EditSaves: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/procene': () => [200, { ErrorCode: 0, Type: 1, Message: 'Uspešno ažurirana procena', Id: 21 }],
      'GET /api/procene/21': () => [200, { procena: { ...storyProcena, verzija: 5 } }],
      'GET /api/procene/21/istorija': () => [200, { itemList: storyIstorija }],
    });
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText('Dogovorena cena (RSD)');
    await userEvent.clear(price);
    await userEvent.type(price, '40.000,00');
    const vreme = canvas.getByLabelText('Vreme fiksnog početka');
    await userEvent.clear(vreme);
    await userEvent.type(vreme, '7:15');
    const datum = canvas.getByLabelText('Datum fiksnog početka');
    await userEvent.clear(datum);
    await userEvent.type(datum, '04/11/2026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/procene')).toMatchObject({
        id: 21,
        verzija: 4,
        idKlijenta: 1,
        idKlijenta3: 2,
        dogovorenaCena: 40000,
        faza: 3,
        fiksniPocetak: '2026-11-04T06:15:00.000Z',
        nepokretnost: { id: 12, vrstaId: 811, opstinaId: 1, kvadratura: 60 },
      }),
    );
  },
};

/** A field the server refuses (clientEntryErrors) lands on its input, not only in the notice. */
export const EditRefusedField: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    mockApi({
      'PUT /api/procene': () => [
        400,
        {
          ErrorCode: 400,
          Type: 4,
          Message: 'Neispravan unos: Opis.',
          clientEntryErrors: [{ name: 'opis', error: 'Opis sadrži nedozvoljene znakove.' }],
        },
      ],
    });
    const canvas = within(canvasElement);
    const opis = await canvas.findByLabelText('Opis');
    await userEvent.type(opis, ' Dopuna.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(opis).toHaveAttribute('aria-invalid', 'true'));
    await expect(opis).toHaveAccessibleDescription(/Opis sadrži nedozvoljene znakove\./);
  },
};

/** A new valuation: the signed-in worker leads it, priority 2, phase 1, payment phase 2 (part 2 §9). */
export const New: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <ProcenaCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova procena' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Vođa procene/ })).toHaveTextContent('Marko Petrović');
    await expect(canvas.getByRole('combobox', { name: /Faza plaćanja/ })).toHaveTextContent('Nije fakturisano');
    await expect(canvas.getByRole('combobox', { name: /^Faza(?! plaćanja)/ })).toHaveTextContent('U izradi');
    await expect(canvas.getByLabelText('Datum fiksnog početka')).toBeDisabled();
    await expect(canvas.getByLabelText('Vreme fiksnog početka')).toBeDisabled();
    await expect(canvas.queryByRole('table', { name: 'Faze procene' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Izaberite tip procene.')).toBeVisible();
    await expect(canvas.getByText('Izaberite banku ili klijenta.')).toBeVisible();
  },
};

/** The duplicate check's matches: each opens in a new tab; 'Ipak sačuvaj' and 'Odustani' answer. */
export const DuplicateDialogOpen: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  args: { onSaveAnyway: fn(), onCancel: fn() } as never,
  render: (args) => {
    const { onSaveAnyway, onCancel } = args as unknown as { onSaveAnyway: () => void; onCancel: () => void };
    return <DuplikatiDialog duplikati={storyDuplikati} onSaveAnyway={onSaveAnyway} onCancel={onCancel} />;
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Ova nepokretnost se već procenjuje' });
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/index/procene/info/17');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(dialog).toHaveTextContent('udaljenost 18 m');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ipak sačuvaj' }));
    await expect((args as unknown as { onSaveAnyway: () => void }).onSaveAnyway).toHaveBeenCalledOnce();
  },
};

/** The duplicate dialog in English. */
export const DuplicateDialogEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { screen: create },
  render: () => <DuplikatiDialog duplikati={storyDuplikati} onSaveAnyway={() => {}} onCancel={() => {}} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'This property is already being valued' });
    await expect(within(dialog).getByRole('button', { name: 'Save anyway' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Completed');
  },
};
