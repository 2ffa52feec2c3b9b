import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { mockApi, sentBody } from '../../testing/mock-api.ts';
import { KomparativiPage } from './komparativi-page.tsx';
import {
  STORY_PREDMET,
  STORY_PROCENA,
  komparativiScreen,
  storyKomparativi,
  storyKomparativiPrazno,
} from './story-data.ts';

const meta = {
  title: 'Portal/Screens/Komparativi',
  component: KomparativiPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen: komparativiScreen() },
} satisfies Meta<typeof KomparativiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's width, as the valuations list's phone stories have it. */
const asPhone: Decorator = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

/** The saved list fits its width: nothing scrolls sideways and no cell is wider than its column. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement, caption: string) {
  const region = await within(canvasElement).findByRole('region', { name: caption });
  await waitFor(() => expect(within(region).getAllByTestId('uskladjena')).toHaveLength(3));
  await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
  for (const cell of region.querySelectorAll('td'))
    await expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth);
  return region;
}

/** Three comparables of a 60 m² flat, adjusted; the indicated unit and market values below them. */
export const Default: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Komparativi' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Komparativi' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByLabelText('Usklađivanje komparativa 1 (%)')).toHaveValue('5');
    await expect(canvas.getByLabelText('Usklađivanje komparativa 2 (%)')).toHaveValue('-2,5');
    // 2,100 × 1.05 = 2,205; 2,090 × 0.975 = 2,037.75; 2,000 × 1.075 = 2,150 → mean 2,130.92 €/m², × 60 m².
    await expect(
      within(table)
        .getAllByTestId('uskladjena')
        .map((cell) => cell.textContent),
    ).toEqual(['2.205,00 €/m²', '2.037,75 €/m²', '2.150,00 €/m²']);
    await expect(canvas.getByTestId('indikacija-jedinicna')).toHaveTextContent('2.130,92 €/m²');
    await expect(canvas.getByTestId('indikacija-trzisna')).toHaveTextContent('127.855 €');
    await expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Dodaj komparative' })).toHaveAttribute(
      'href',
      `/index/procene/${STORY_PROCENA}/komparativi/unos/${STORY_PREDMET}`,
    );
  },
};

/** Typing a percent recomputes the adjusted value and the indicated values at once; out of range is refused. */
export const Adjusting: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The virtual rows settle once measured; the input is read after that.
    await waitFor(() => expect(canvas.getAllByTestId('uskladjena')).toHaveLength(3));
    const input = () => canvas.getByLabelText('Usklađivanje komparativa 3 (%)');
    await userEvent.tripleClick(input());
    await userEvent.keyboard('-150');
    await expect(await canvas.findByText('Unesite broj od -90 do 100, najviše dve decimale.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeDisabled();
    await userEvent.tripleClick(input());
    await userEvent.keyboard('0');
    await expect(canvas.getAllByTestId('uskladjena')[2]).toHaveTextContent('2.000,00 €/m²');
    await expect(canvas.getByTestId('indikacija-jedinicna')).toHaveTextContent('2.080,92 €/m²');
    await expect(canvas.getByRole('button', { name: 'Sačuvaj' })).toBeEnabled();
  },
};

/** Saving sends only the changed percents with the versions read; the server derives the values again. */
export const Saving: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'PUT /api/procene/komparativi/update': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Uspešno sačuvane izmene.' },
      ],
    });
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('uskladjena')).toHaveLength(3));
    await userEvent.tripleClick(canvas.getByLabelText('Usklađivanje komparativa 1 (%)'));
    await userEvent.keyboard('10');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/procene/komparativi/update')).toEqual([
        {
          procenaId: STORY_PROCENA,
          predmetKomparativ: STORY_PREDMET,
          id: 401,
          procentualnoUskladjivanje: 10,
          verzija: 2,
        },
      ]),
    );
  },
};

/** Removing a comparable asks first ('Potvrdite brisanje?'). */
export const RemoveAsks: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ukloni komparativ 2' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Potvrdite brisanje?');
    await expect(dialog).toHaveTextContent('Balzakova 9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne' }));
  },
};

/** No comparables yet: the way to add them. */
export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: komparativiScreen(storyKomparativiPrazno) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Predmet još nema komparativa/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dodaj komparative' })).toBeVisible();
  },
};

/** A property that is not a subject of the valuation: the server's refusal, and the page says the subject was not found. */
export const NotASubject: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: { ...komparativiScreen(), path: `/index/procene/${STORY_PROCENA}/komparativi/999`, queryData: [] },
  },
  beforeEach: () => {
    mockApi({
      [`GET /api/procene/${STORY_PROCENA}/komparativi`]: () => [
        400,
        { ErrorCode: 400, Type: 3, Message: 'Nepokretnost sa id-em 999 nije predmet ove procene.' },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Predmet procene nije pronađen/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dodaj komparative' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Predmeti procene' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comparables' })).toBeVisible();
    await expect(canvas.getByText('Indicated value (sales comparison)')).toBeVisible();
    await expect(canvas.getByTestId('indikacija-trzisna')).toHaveTextContent('127.855 €');
  },
};

/**
 * A 390 px phone: the property, the percent and the removal. The number and the distance are on the type's line, the
 * area and the corrected price per m² under the address, the adjusted value under the percent; nothing scrolls
 * sideways (the eight columns needed 940 px). A long address ends in an ellipsis, whole in its tooltip.
 */
export const Phone: Story = {
  globals: { locale: 'sr' },
  decorators: [asPhone],
  parameters: {
    screen: komparativiScreen({
      ...storyKomparativi,
      itemList: storyKomparativi.itemList.map((item, index) =>
        index === 1
          ? { ...item, nepokretnost: { ...item.nepokretnost, adresa: 'Bulevar kralja Aleksandra Karađorđevića 119a' } }
          : item,
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const region = await expectNoSidewaysScroll(canvasElement, 'Komparativi');
    const table = within(region);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nepokretnost',
      'Usklađivanje',
      'Akcije',
    ]);
    const [first, second] = table.getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent(/^1\.\s*Stan\s*112 m/);
    await expect(within(first!).getByText('Narodnog fronta 23, Novi Sad')).toBeVisible();
    await expect(within(first!).getByText('58 m² · 2.100,00 €/m²')).toBeVisible();
    await expect(within(first!).getByTestId('uskladjena')).toHaveTextContent('2.205,00 €/m²');
    await expect(within(first!).getByLabelText('Usklađivanje komparativa 1 (%)')).toHaveValue('5');
    await expect(within(first!).getByRole('button', { name: 'Ukloni komparativ 1' })).toBeVisible();
    // the distance stays whole beside the type, inside the row
    const distance = within(first!).getByText('112 m');
    await expect(distance.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    const address = within(second!).getByText('Bulevar kralja Aleksandra Karađorđevića 119a, Novi Sad');
    await expect(address).toHaveAttribute('title', 'Bulevar kralja Aleksandra Karađorđevića 119a, Novi Sad');
    await expect(address.scrollWidth).toBeGreaterThan(address.clientWidth);
  },
};

/**
 * Between a phone and a wide screen (a tablet, a 1024 px laptop beside the menu: about 750 px of table) the eight
 * columns (940 px) do not fit either: the list keeps the phone's three columns instead of scrolling sideways.
 */
export const Laptop: Story = {
  globals: { locale: 'sr' },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await expectNoSidewaysScroll(canvasElement, 'Komparativi');
    await expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nepokretnost', 'Usklađivanje', 'Akcije']);
  },
};

/** Wide enough for the eight columns, the list shows them all, still without scrolling sideways. */
export const Wide: Story = {
  globals: { locale: 'sr' },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await expectNoSidewaysScroll(canvasElement, 'Komparativi');
    await expect(within(region).getAllByRole('columnheader')).toHaveLength(8);
  },
};

export const PhoneEnglish: Story = {
  globals: { locale: 'en_US' },
  decorators: [asPhone],
  play: async ({ canvasElement }) => {
    const region = await expectNoSidewaysScroll(canvasElement, 'Comparables');
    const table = within(region);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Property',
      'Adjustment',
      'Actions',
    ]);
    await expect(table.getByLabelText('Adjustment of comparable 2 (%)')).toHaveValue('-2,5');
    await expect(table.getAllByTestId('uskladjena')[1]).toHaveTextContent('2.037,75 €/m²');
    await expect(table.getByText('64 m² · 2.090,00 €/m²')).toBeVisible();
  },
};
