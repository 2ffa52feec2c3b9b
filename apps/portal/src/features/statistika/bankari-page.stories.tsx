import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { statistikaKeys } from './api.ts';
import { BankariStatistikaPage } from './bankari-page.tsx';
import { BANKARI } from './statistika.fixtures.ts';

const year = new Date().getFullYear();

const meta = {
  title: 'Portal/Screens/StatistikaBankari',
  component: BankariStatistikaPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: {
      path: '/statistika/bankari',
      route: '/statistika/bankari',
      queryData: [
        [statistikaKeys.bankari(year), BANKARI],
        [statistikaKeys.bankari(year - 1), { data: [] }],
      ],
    },
  },
} satisfies Meta<typeof BankariStatistikaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Procene bankara po tipu nepokretnosti i mesecu' });
    // Months with valuations only (January, March, May); the banker with two types has the 'Ukupno' row.
    await expect(within(table).getByRole('columnheader', { name: /MAR/ })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /FEB/ })).toBeNull();
    await expect(within(table).getAllByText('Ukupno').length).toBeGreaterThan(0);
    await expect(within(table).getByText('Stan')).toBeVisible();
    // The footer sums the type rows: 4 valuations.
    await expect(within(table).getByRole('cell', { name: '4' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Apartment')).toBeVisible();
    await expect(within(table).getByText('Retail unit')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Hide rows without valuations' })).not.toBeChecked();
  },
};

/** Months chosen: the agreed price and the estimated value follow them, as the counts do (March alone here). */
export const ChosenMonths: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Procene bankara po tipu nepokretnosti i mesecu' });
    // The whole year first: Ana Marković's 'Ukupno' row has 115.000 agreed and 650.000 estimated.
    await expect(within(table).getByRole('cell', { name: '115.000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Meseci' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox', { name: 'MAR' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /JAN/ })).toBeNull());
    const row = (tip: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText(tip) !== null)!;
    // March alone: the flat 25.000 (140.000), the shop 60.000 (410.000), their total 85.000 (550.000); none in May.
    await expect(within(row('Stan')).getByRole('cell', { name: '25.000' })).toBeVisible();
    await expect(within(row('Stan')).getByRole('cell', { name: '140.000' })).toBeVisible();
    await expect(within(row('Lokal')).getByRole('cell', { name: '410.000' })).toBeVisible();
    await expect(within(row('Kuća')).getAllByRole('cell', { name: '0' }).length).toBeGreaterThan(1);
    await expect(within(table).queryByRole('cell', { name: '115.000' })).toBeNull();
    await expect(within(table).getAllByRole('cell', { name: '85.000' }).length).toBeGreaterThan(0);
  },
};

export const EmptyYear: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const hideZero = await canvas.findByRole('switch', { name: 'Sakrij redove bez procena' });
    await userEvent.click(hideZero);
    await expect(hideZero).toBeChecked();
    await userEvent.click(canvas.getByLabelText('Godina'));
    await userEvent.click(await within(document.body).findByRole('option', { name: String(year - 1) }));
    await waitFor(() => expect(canvas.getByText(`Za ${year - 1}. godinu nema procena bankara.`)).toBeVisible());
    // The year list has closed and given the page back (Radix hides the rest while it is open): the accessibility
    // check that follows the play sees the page, not the list's closing moment.
    await waitFor(() => expect(document.querySelector('[data-aria-hidden="true"]')).toBeNull());
    // A year change clears the months, and clearing them turns the hide-zero filter off (part 2 §4).
    await expect(canvas.getByRole('switch', { name: 'Sakrij redove bez procena' })).not.toBeChecked();
  },
};

/**
 * On a phone the four English links do not fit one row: the row scrolls sideways and opens on the current screen's
 * link, the last one here, instead of wrapping it to a second row.
 */
export const PhoneLinks: Story = {
  // Not in the visual step: the English story's phone picture is this screen at this width.
  tags: ['no-visual'],
  globals: { locale: 'en_US' },
  decorators: [
    (Story) => (
      <div style={{ width: 366 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Statistics' });
    const current = within(nav).getByRole('link', { name: 'Bankers' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const links = within(nav).getAllByRole('link');
    // One row: every link on the same line.
    await expect(new Set(links.map((link) => link.offsetTop)).size).toBe(1);
    const box = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    await expect(nav.scrollLeft).toBeGreaterThan(0);
    await expect(link.left).toBeGreaterThanOrEqual(box.left);
    await expect(link.right).toBeLessThanOrEqual(box.right + 0.5);
  },
};
