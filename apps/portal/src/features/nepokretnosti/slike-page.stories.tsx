import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Slika } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { nepokretnostKeys } from './form-api.ts';
import { NepokretnostiSlikePage } from './slike-page.tsx';
import { storyNepokretnost } from './form-story-data.ts';
import { ProcenaSlikePage } from '../procene/procena-slike-page.tsx';

const slika = (id: number, naziv: string, redniBroj: number, glavna: 0 | 1): Slika => ({
  id,
  naziv,
  putanja: `/api/nepokretnosti/slike/${id}`,
  redniBroj,
  glavna,
  mime: 'image/png',
  velicina: 120_000,
});

const storySlike = [slika(40, 'fasada.jpg', 1, 1), slika(41, 'dnevna-soba.jpg', 2, 0), slika(42, 'kuhinja.png', 3, 0)];

/** The bytes of each image as the screen finds them already loaded (stories never fetch). */
const picture = (color: string) =>
  new Blob(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/></svg>`,
    ],
    { type: 'image/svg+xml' },
  );

const owner = storyNepokretnost;

const screen = {
  path: '/index/nepokretnosti/slike/12',
  route: '/index/nepokretnosti/slike/:slikaGroupId',
  queryData: [
    [nepokretnostKeys.detail(12), owner],
    [nepokretnostKeys.slike(12), storySlike],
    [nepokretnostKeys.slika(40), picture('#94a3b8')],
    [nepokretnostKeys.slika(41), picture('#cbd5e1')],
    [nepokretnostKeys.slika(42), picture('#e2e8f0')],
  ] as Array<[readonly unknown[], unknown]>,
};

const meta = {
  title: 'Portal/Screens/Nepokretnost slike',
  component: NepokretnostiSlikePage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen },
} satisfies Meta<typeof NepokretnostiSlikePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The images in their order with the main one marked, shown from their bytes. */
export const Gallery: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slike' })).toBeVisible();
    await expect(await canvas.findByText('Stan, Preradovićeva 4')).toBeVisible();
    const images = await canvas.findAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'fasada.jpg',
      'dnevna-soba.jpg',
      'kuhinja.png',
    ]);
    await expect(images[0]).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(canvas.getByText('Glavna')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nazad na nepokretnost' })).toHaveAttribute(
      'href',
      '/index/nepokretnosti/info/12',
    );
  },
};

/** A move is a draft (the unsaved flag) until saved with PUT nepokretnosti/slike/ in the new order. */
export const ReorderAndSave: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/nepokretnosti/slike/': () => [200, { ErrorCode: 0, Type: 1, Message: 'Slike su sačuvane.' }],
      'GET /api/nepokretnosti/12/slike': () => [200, { itemList: storySlike }],
      'GET /api/nepokretnosti/12': () => [200, owner],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pomeri desno: fasada.jpg' }));
    await expect(canvas.getByText('Imate nesačuvane podatke na stranici!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/nepokretnosti/slike/')).toEqual({
        groupId: 12,
        itemList: [
          { id: 41, naziv: 'dnevna-soba.jpg', redniBroj: 1, glavna: 0 },
          { id: 40, naziv: 'fasada.jpg', redniBroj: 2, glavna: 1 },
          { id: 42, naziv: 'kuhinja.png', redniBroj: 3, glavna: 0 },
        ],
      }),
    );
  },
};

/** Set main and a bulk delete after the confirmation. */
export const SetMainAndDelete: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/nepokretnosti/12/glavna/42': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Glavna slika je postavljena.' },
      ],
      'POST /api/nepokretnosti/slike/': () => [200, { ErrorCode: 0, Type: 1, Message: 'Slike su obrisane.' }],
      'GET /api/nepokretnosti/12/slike': () => [200, { itemList: storySlike }],
      'GET /api/nepokretnosti/12': () => [200, owner],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Postavi kao glavnu: kuhinja.png' }));
    await waitFor(() => expect(calledUrls(api)).toContain('PUT /api/nepokretnosti/12/glavna/42'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Izaberi: dnevna-soba.jpg' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Izaberi: kuhinja.png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši izabrane (2)' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/nepokretnosti/slike/')).toEqual({ ids: [41, 42] }));
  },
};

/** The uploader takes images only; a PDF dropped in stays out of the queue and blocks saving (part 1 L102). */
export const PdfBlocksSaving: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({});
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('izaberite slike');
    await expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png,.tiff,.gif,.bmp');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'ugovor.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText('Fajl ugovor.pdf nije dodat: dozvoljene su samo slike (jpeg, jpg, png, tiff, gif, bmp).'),
    ).toBeVisible();
    await expect(canvas.getByText('PDF u redu za slanje: čuvanje nije moguće.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pomeri desno: fasada.jpg' }));
    await expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    await expect(calledUrls(api)).toEqual([]);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await expect(await canvas.findByText('Apartment, Preradovićeva 4')).toBeVisible();
    await expect(canvas.getByText('Main')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download all' })).toBeVisible();
    await expect(
      canvas.getByText('Images only (jpeg, jpg, png, tiff, gif, bmp), at most 50 in the queue.'),
    ).toBeVisible();
  },
};

/** No images yet. */
export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      ...screen,
      queryData: [
        [nepokretnostKeys.detail(12), owner],
        [nepokretnostKeys.slike(12), []],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema slika.')).toBeVisible();
  },
};

/** The same gallery reached from a valuation (slike/{procenaId}/{slikaGroupId}): its way back is to the valuation. */
export const FromValuation: Story = {
  globals: { locale: 'sr' },
  render: () => <ProcenaSlikePage />,
  parameters: {
    screen: { ...screen, path: '/index/procene/slike/21/12', route: '/index/procene/slike/:procenaId/:slikaGroupId' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slike' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nazad na procenu' })).toHaveAttribute(
      'href',
      '/index/procene/info/21',
    );
    await expect(await canvas.findAllByRole('img')).toHaveLength(3);
  },
};
