import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuro } from '../../lib/format.ts';
import { LineChart } from './line-chart.tsx';
import {
  monthsEn,
  monthsOfAYear,
  monthsSr,
  ofAYear,
  prihodi,
  profiti,
  rashodi,
  unreadableLabels,
} from './charts.fixtures.ts';

const meta = {
  title: 'UI/Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Novac po mesecima',
    categories: monthsSr,
    series: [
      { id: 'prihod', label: 'Prihod', values: prihodi },
      { id: 'rashod', label: 'Rashod', values: rashodi },
      { id: 'profit', label: 'Profit', values: profiti },
    ],
    formatValue: (value: number) => formatEuro(value),
    labels: { showTable: 'Prikaži tabelu', hideTable: 'Sakrij tabelu', category: 'Mesec' },
    onVisibleSeriesChange: fn(),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(3);
  },
};

export const ToggleSeries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rashod' }));
    await expect(args.onVisibleSeriesChange).toHaveBeenCalledWith(['prihod', 'profit']);
    await expect(canvasElement.querySelector('[data-series="rashod"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(2);
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži tabelu' }));
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'MAR' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sakrij tabelu' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>] };

/** Thirteen months with their years on a phone: the last month's label ends at the chart's edge, not cut off by it. */
export const YearOnAPhone: Story = {
  args: {
    categories: monthsOfAYear,
    series: [
      { id: 'prihod', label: 'Prihod', values: ofAYear(prihodi) },
      { id: 'rashod', label: 'Rashod', values: ofAYear(rashodi) },
      { id: 'profit', label: 'Profit', values: ofAYear(profiti) },
    ],
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(unreadableLabels(canvasElement)).toEqual([]);
  },
};

export const Serbian: Story = {};

export const English: Story = {
  args: {
    title: 'Money by month',
    categories: monthsEn,
    locale: 'en-US',
    formatValue: (value: number) => formatEuro(value, 0, 'en-US'),
    series: [
      { id: 'prihod', label: 'Income', values: prihodi },
      { id: 'rashod', label: 'Expenses', values: rashodi },
      { id: 'profit', label: 'Profit', values: profiti },
    ],
    labels: { showTable: 'Show table', hideTable: 'Hide table', category: 'Month' },
  },
};

/** The month under way (December, only begun): its stretch of every line and its points are dashed, and said so. */
export const ProvisionalMonth: Story = {
  args: {
    series: [
      { id: 'prihod', label: 'Prihod', values: [...prihodi.slice(0, 11), 900] },
      { id: 'rashod', label: 'Rashod', values: [...rashodi.slice(0, 11), 600] },
      { id: 'profit', label: 'Profit', values: [...profiti.slice(0, 11), 300] },
    ],
    provisionalCategory: 'DEC',
    labels: {
      showTable: 'Prikaži tabelu',
      hideTable: 'Sakrij tabelu',
      category: 'Mesec',
      provisional: 'Decembar je u toku: njegovi iznosi još nisu konačni.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One dashed stretch per series, from November (the last final month) to December.
    await expect(canvasElement.querySelectorAll('path[data-provisional]')).toHaveLength(3);
    await expect(canvas.getByText('Decembar je u toku: njegovi iznosi još nisu konačni.')).toBeVisible();
  },
};

/**
 * Fourteen series: past the palette's 12 colours the 13th and 14th have their own dash and point shape (a square, a
 * triangle), in the plot and in the legend alike.
 */
export const ManySeries: Story = {
  args: {
    series: Array.from({ length: 14 }, (_, index) => ({
      id: `s${index + 1}`,
      label: `Serija ${index + 1}`,
      values: prihodi.map((value) => Math.round(value * (0.3 + index / 20))),
    })),
  },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('[data-series="s1"] path')!;
    const thirteenth = canvasElement.querySelector('[data-series="s13"] path')!;
    await expect(first.getAttribute('stroke')).toBe(thirteenth.getAttribute('stroke'));
    await expect(first.getAttribute('stroke-dasharray')).toBeNull();
    await expect(thirteenth.getAttribute('stroke-dasharray')).toBeTruthy();
    // its points are squares, not circles
    await expect(canvasElement.querySelectorAll('[data-series="s13"] circle')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-series="s1"] circle')).toHaveLength(12);
    const swatches = [
      ...canvasElement.querySelectorAll('[data-slot="chart-legend-item"] svg[data-slot="chart-swatch"]'),
    ];
    await expect(swatches).toHaveLength(14);
    await expect(swatches[12]!.querySelector('line')?.getAttribute('stroke-dasharray')).toBeTruthy();
  },
};
