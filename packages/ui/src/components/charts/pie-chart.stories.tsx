import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PieChart } from './pie-chart.tsx';

const clients = [
  ['Banca Intesa', 31.4],
  ['UniCredit', 18.2],
  ['Raiffeisen', 12.9],
  ['OTP banka', 9.7],
  ['AIK banka', 7.1],
  ['Vojvodina Invest', 5.8],
  ['Gradnja Petrović', 4.3],
  ['Dunav osiguranje', 3.6],
  ['NLB Komercijalna', 2.9],
  ['Erste', 2.1],
  ['Addiko', 1.3],
  ['ProCredit', 0.4],
  ['Fizička lica', 0.3],
] as const;

const meta = {
  title: 'UI/Charts/PieChart',
  component: PieChart,
  args: {
    title: 'Udeo klijenata u prihodu',
    slices: clients.map(([label, value], index) => ({ id: String(index), label, value })),
    labels: { showTable: 'Prikaži tabelu', hideTable: 'Sakrij tabelu', category: 'Klijent', share: 'Udeo' },
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(13);
    await expect(within(canvasElement).getAllByText(/31,40\s?%/).length).toBeGreaterThan(0);
  },
};

export const Doughnut: Story = {
  args: { variant: 'doughnut' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-variant="doughnut"]')).not.toBeNull();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži tabelu' }));
    await expect(within(canvas.getByRole('table')).getByRole('rowheader', { name: 'Erste' })).toBeVisible();
  },
};

export const Serbian: Story = {};
export const English: Story = {
  args: {
    title: "Clients' share of income",
    locale: 'en-US',
    variant: 'doughnut',
    labels: { showTable: 'Show table', hideTable: 'Hide table', category: 'Client', share: 'Share' },
  },
};

/** 300 clients: the 23 largest keep their slice, the other 277 are one grey slice (legend and table alike). */
export const ManySlices: Story = {
  args: {
    slices: Array.from({ length: 300 }, (_, index) => ({
      id: String(index),
      label: index < clients.length ? clients[index]![0] : `Klijent ${index + 1}`,
      value: index < clients.length ? clients[index]![1] : 0.3 / (index + 1),
    })),
    labels: {
      showTable: 'Prikaži tabelu',
      hideTable: 'Sakrij tabelu',
      category: 'Klijent',
      share: 'Udeo',
      others: (count) => `Ostali klijenti: ${count}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(24);
    await expect(canvasElement.querySelectorAll('figure li')).toHaveLength(24);
    await expect(canvas.getAllByText('Ostali klijenti: 277').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži tabelu' }));
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(25);
    await expect(table.getByRole('rowheader', { name: 'Ostali klijenti: 277' })).toBeVisible();
  },
};

/**
 * A phone's width: a label is drawn only where it fits inside its slice, over every slice (none covers a label), and
 * no two labels overlap.
 */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[role="img"]') as SVGSVGElement;
    const labels = [...svg.querySelectorAll<SVGTextElement>('[data-slot="pie-label"]')];
    await expect(labels.length).toBeGreaterThan(0);
    await expect(labels.length).toBeLessThan(13);
    // every label follows the last slice in drawing order
    const lastSlice = [...svg.querySelectorAll('[data-slice]')].at(-1) as Element;
    for (const label of labels)
      await expect(lastSlice.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        await expect(overlaps).toBe(false);
      }
  },
};

/**
 * The demo firm's clients, largest first from 12 o'clock: the label ring is too narrow across those slices for a level
 * label, so their labels sit further out, where the slices are wider; every one of the three largest and the grey
 * others slice has its label.
 */
export const LargestAtTwelve: Story = {
  args: {
    height: 340,
    slices: [
      6.35, 5.61, 4.8, 4.7, 4.44, 4.13, 4.1, 4.02, 3.71, 3.46, 3.25, 3.15, 2.48, 2.44, 2.34, 2.28, 2.16, 2.07, 2.06,
      2.03, 2.01, 1.84, 1.74,
    ]
      .map((value, index) => ({ id: String(index), label: `Klijent ${index + 1}`, value }))
      .concat({ id: 'rest', label: 'Klijent 24', value: 24.83 }),
  },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-slot="pie-label"]')].map((label) => label.textContent);
    for (const share of ['6,35 %', '5,61 %', '4,80 %', '24,83 %']) await expect(labels).toContain(share);
  },
};

/** A phone, one slice of 4,2 % at 12 o'clock among many: too narrow inside, its label goes beside the pie. */
export const LabelOutside: Story = {
  decorators: PhoneWidth.decorators,
  args: {
    slices: [4.2, ...Array.from({ length: 23 }, () => 95.8 / 23)].map((value, index) => ({
      id: String(index),
      label: `Klijent ${index + 1}`,
      value: index === 0 ? value + 0.01 : value,
    })),
  },
  play: async ({ canvasElement }) => {
    const outside = canvasElement.querySelector('[data-slot="pie-label"][data-outside]');
    await expect(outside?.textContent).toBe('4,21 %');
    const svg = canvasElement.querySelector('svg[role="img"]')!.getBoundingClientRect();
    const box = outside!.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(svg.top);
    await expect(box.left).toBeGreaterThanOrEqual(svg.left);
    await expect(box.right).toBeLessThanOrEqual(svg.right);
  },
};

/** Fifteen slices: the 13th to 15th have the palette's colours again, under stripes, in the pie and the legend. */
export const ManyColours: Story = {
  args: {
    slices: [...clients, ['Klijent 14', 0.25], ['Klijent 15', 0.2]].map(([label, value], index) => ({
      id: String(index),
      label: String(label),
      value: Number(value),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slice="0"]')?.getAttribute('fill')).toMatch(/^#/);
    await expect(canvasElement.querySelector('[data-slice="12"]')?.getAttribute('fill')).toMatch(/^url\(#/);
    const swatches = canvasElement.querySelectorAll('[data-slot="chart-legend-item"] svg[data-slot="chart-swatch"]');
    await expect(swatches).toHaveLength(15);
    await expect(swatches[12]!.querySelector('pattern')).not.toBeNull();
  },
};
