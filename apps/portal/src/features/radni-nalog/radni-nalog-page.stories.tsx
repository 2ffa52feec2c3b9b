import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@rp/ui';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { RadniNalogPage } from './radni-nalog-page.tsx';
import { poljaOf } from './radni-nalog-form.ts';
import { storyNalog, storyQueryData } from './story-data.ts';
import { obrisiSliku, sveSlike } from './offline-store.ts';

const screen = (queryData = storyQueryData()) => ({
  path: '/index/procene/radni_nalog/21',
  route: '/index/procene/radni_nalog/:procenaId',
  queryData,
});

/** The browser without a connection, for the length of a story. */
const offline = () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => {
    delete (navigator as { onLine?: boolean }).onLine;
  };
};

const meta = {
  title: 'Portal/Screens/Radni nalog',
  component: RadniNalogPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 3),
  parameters: { screen: screen(), viewport: { defaultViewport: 'mobile2' } },
} satisfies Meta<typeof RadniNalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A saved order in Serbian: the day with its month's name, required markers and no clear button on the structure's
 * selects, a clear button on each optional select with a value, and the 'nema' rule as options are ticked.
 */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Radni nalog' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /20\. novembar 2026/ })).toBeVisible();
    await expect(canvas.getByText('Poslednja izmena: 20/11/2026 11:15:00, Nikola Nikolić')).toBeVisible();
    for (const name of ['Temelji', 'Noseća konstrukcija', 'Međuspratna konstrukcija', 'Krovna konstrukcija'])
      await expect(canvas.getByRole('combobox', { name: new RegExp(name) })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Fasada' })).not.toHaveAttribute('aria-required');
    // Eleven optional selects hold a value; the three required ones with a value get no clear button.
    await expect(canvas.getAllByRole('button', { name: 'Obriši izbor' })).toHaveLength(11);

    const instalacije = canvas.getByRole('group', { name: 'Instalacije' });
    await userEvent.click(within(instalacije).getByRole('checkbox', { name: 'Nema' }));
    await expect(within(instalacije).getByRole('checkbox', { name: 'Nema' })).toBeChecked();
    await expect(within(instalacije).getByRole('checkbox', { name: 'Elektroinstalacije' })).not.toBeChecked();
    await expect(within(instalacije).getByRole('checkbox', { name: 'Vodovod i kanalizacija' })).not.toBeChecked();
    await userEvent.click(within(instalacije).getByRole('checkbox', { name: 'Gasna instalacija' }));
    await expect(within(instalacije).getByRole('checkbox', { name: 'Nema' })).not.toBeChecked();
    await expect(within(instalacije).getByRole('checkbox', { name: 'Gasna instalacija' })).toBeChecked();

    const prostorije = canvas.getByRole('group', { name: 'Pomoćne prostorije' });
    await expect(within(prostorije).getByRole('checkbox', { name: 'Nema' })).toBeChecked();
    await userEvent.click(within(prostorije).getByRole('checkbox', { name: 'Podrum' }));
    await expect(within(prostorije).getByRole('checkbox', { name: 'Nema' })).not.toBeChecked();

    // Floor finishes have no 'nema': option 1 is oak parquet, ticked beside the tiles.
    const podovi = canvas.getByRole('group', { name: 'Podne obloge' });
    await expect(within(podovi).getByRole('checkbox', { name: 'Hrastov parket' })).toBeChecked();
    await expect(within(podovi).getByRole('checkbox', { name: 'Keramičke pločice' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Da' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Neto površina (m²)' })).toHaveValue('54,3');
    await expect(canvas.getByText('Izmene nisu sačuvane.')).toBeVisible();
  },
};

/** The same order in English: field names, options and the day in English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Work order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /20 November 2026/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Foundations/ })).toHaveTextContent('Strip foundations');
    const heating = canvas.getByRole('group', { name: 'Heating' });
    await expect(within(heating).getByRole('checkbox', { name: 'District heating' })).toBeChecked();
    await userEvent.click(within(heating).getByRole('checkbox', { name: 'None' }));
    await expect(within(heating).getByRole('checkbox', { name: 'District heating' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Unknown' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Take a photo' })).toBeVisible();
  },
};

/**
 * Save: a required select left empty is named and nothing is sent; chosen, the whole order goes with the version read
 * and the inspection day picked on the calendar.
 */
export const Saves: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/radninalog/21': (body) => [
        200,
        {
          ErrorCode: 0,
          Type: 1,
          Message: 'Uspešno sačuvan radni nalog.',
          radniNalog: { ...storyNalog, ...(body as object), verzija: 4 },
        },
      ],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Ovo polje je obavezno.')).toBeVisible();
    await expect(api).not.toHaveBeenCalled();
    // The refused save takes the inspector to the field to fix (on a phone it is screens above the button).
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Krovna konstrukcija/ })).toHaveFocus());

    await userEvent.click(canvas.getByRole('combobox', { name: /Krovna konstrukcija/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Drvena četvorovodna' }));
    await userEvent.click(await canvas.findByRole('button', { name: /20\. novembar 2026/ }));
    await userEvent.click(await within(document.body).findByRole('button', { name: /18\. novembar 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/radninalog/21')).toMatchObject({
        procenaId: 21,
        verzija: 3,
        krovnaKonstrId: 2,
        datumInspekcije: '2026-11-18',
        instalacije: [2, 3],
        pomocneProstorije: [1],
        lift: 'da',
      }),
    );
  },
};

/** Without a connection: the notice, saving keeps the order on the phone, its state is shown. */
export const Offline: Story = {
  globals: { locale: 'sr' },
  beforeEach: offline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nema veze sa internetom. Izmene se čuvaju na ovom telefonu.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Sprat'));
    await userEvent.type(canvas.getByLabelText('Sprat'), '4/5');
    await expect(await canvas.findByText('Sačuvano na ovom telefonu, nije poslato.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sačuvaj na telefonu' })).toBeVisible();
  },
};

const konflikt = {
  procenaId: 21,
  polja: { ...poljaOf(storyNalog), sprat: '4/5', instalacije: [1] },
  verzija: 3,
  stanje: 'konflikt',
  izmenjeno: '2026-11-21T08:00:00Z',
  server: {
    ...storyNalog,
    verzija: 4,
    godinaGradnje: 1980,
    izmenjeno: '2026-11-21T09:30:00Z',
    izmenioIme: 'Marko Petrović',
  },
};

/** The order changed on the server meanwhile: both versions of each differing field, and the choice. */
export const Conflict: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen(storyQueryData(storyNalog, konflikt)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Radni nalog je u međuvremenu izmenjen' });
    await expect(panel).toHaveTextContent('Marko Petrović, 21/11/2026 10:30:00');
    const polja = [...panel.querySelectorAll('[data-polje]')].map((node) => node.getAttribute('data-polje'));
    await expect(polja).toEqual(['sprat', 'godinaGradnje', 'instalacije']);
    await expect(panel.querySelector('[data-polje="sprat"]')).toHaveTextContent('Na ovom telefonu: 4/5Na serveru: 3/5');
    await expect(panel.querySelector('[data-polje="instalacije"]')).toHaveTextContent(
      'Na ovom telefonu: NemaNa serveru: Elektroinstalacije, Vodovod i kanalizacija',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Uzmi verziju sa servera' }));
    await expect(await canvas.findByLabelText('Godina gradnje')).toHaveValue('1980');
    await expect(canvas.getByLabelText('Sprat')).toHaveValue('3/5');
  },
};

/** Photos taken offline wait on the phone; the status says how many. */
export const PhotosWaiting: Story = {
  globals: { locale: 'en_US' },
  beforeEach: offline,
  parameters: {
    screen: screen(
      storyQueryData(storyNalog, null, [
        { id: 1, procenaId: 21, predmetId: 12, naziv: 'fasada.jpg', tip: 'image/jpeg', blob: new Blob(), dodato: '' },
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Photos waiting to be sent: 1')).toBeVisible();
    await expect(
      canvas.getByText('The photo is kept on this phone and will be sent when there is a connection.'),
    ).toBeVisible();
  },
};

/**
 * Online, the server fails to take a photo (a 5xx): the failure is reported, the photo waits on the phone instead of
 * being lost, and 'Send now' sends it once the server takes it again.
 */
export const PhotoServerFailure: Story = {
  // Not in the visual step: it ends as the English story's picture, the photo sent.
  tags: ['no-visual'],
  globals: { locale: 'en_US' },
  beforeEach: () => async () => {
    for (const slika of await sveSlike()) await obrisiSliku(slika.id!);
  },
  play: async ({ canvasElement }) => {
    let isServerDown = true;
    const info = spyOn(toast, 'info');
    const api = mockApi({
      'POST /api/nepokretnosti/12/slike': () =>
        isServerDown
          ? [500, { ErrorCode: 500, Type: 4, Message: 'Greška na serveru.' }]
          : [200, { ErrorCode: 0, Type: 1, Message: 'Sačuvano' }],
    });
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Work order' });
    const camera = canvasElement.querySelector<HTMLInputElement>('[data-testid="radni-nalog-kamera"]')!;
    await userEvent.upload(camera, new File(['x'], 'fasada.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Photos waiting to be sent: 1')).toBeVisible();
    await expect(info).toHaveBeenCalledWith('The photo is kept on this phone and will be sent later.');

    isServerDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(canvas.queryByText('Photos waiting to be sent: 1')).toBeNull());
    await expect(calledUrls(api).filter((call) => call === 'POST /api/nepokretnosti/12/slike')).toHaveLength(2);
    await expect(await sveSlike()).toHaveLength(0);
  },
};
