import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuro } from '../../lib/format.ts';
import { BarChart } from './bar-chart.tsx';
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

const scale = (values: number[], factor: number) => values.map((value) => Math.round(value * factor));

const resources = [
  { id: 'r1', name: 'Ana Kovač', factor: 0.4 },
  { id: 'r2', name: 'Marko Marković', factor: 0.35 },
  { id: 'm1', name: 'Laserski daljinomer', factor: 0.12 },
].map(({ id, name, factor }) => ({
  id,
  label: `${name} (${formatEuro(prihodi.reduce((a, b) => a + b) * factor)} / ${formatEuro(rashodi.reduce((a, b) => a + b) * factor)} / ${formatEuro(profiti.reduce((a, b) => a + b) * factor)})`,
  values: { prihod: scale(prihodi, factor), rashod: scale(rashodi, factor), profit: scale(profiti, factor) },
}));

const meta = {
  title: 'UI/Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Radnici i oprema',
    categories: monthsSr,
    series: resources,
    measures: [
      { id: 'prihod', label: 'Prihod' },
      { id: 'rashod', label: 'Rashod' },
      { id: 'profit', label: 'Profit' },
    ],
    measureLabel: 'Mera',
    formatValue: (value: number) => formatEuro(value),
    labels: { showTable: 'Prikaži tabelu', hideTable: 'Sakrij tabelu', category: 'Mesec' },
    onMeasureChange: fn(),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Prihod' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('rect[data-series]')).toHaveLength(36);
  },
};

export const SwitchMeasure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Profit' }));
    await expect(args.onMeasureChange).toHaveBeenCalledWith('profit');
    await expect(canvas.getByRole('radio', { name: 'Prihod' })).not.toBeChecked();
  },
};

export const SingleResource: Story = { args: { series: resources.slice(0, 1) } };

/** Thirteen months with their years on a phone: the last month's label ends at the chart's edge, not cut off by it. */
export const YearOnAPhone: Story = {
  args: {
    categories: monthsOfAYear,
    series: resources.slice(0, 2).map((resource) => ({
      ...resource,
      values: {
        prihod: ofAYear(resource.values.prihod),
        rashod: ofAYear(resource.values.rashod),
        profit: ofAYear(resource.values.profit),
      },
    })),
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(unreadableLabels(canvasElement)).toEqual([]);
  },
};
export const Serbian: Story = {};
export const English: Story = {
  args: {
    title: 'Workers and equipment',
    categories: monthsEn,
    locale: 'en-US',
    measures: [
      { id: 'prihod', label: 'Income' },
      { id: 'rashod', label: 'Expenses' },
      { id: 'profit', label: 'Profit' },
    ],
    measureLabel: 'Measure',
    labels: { showTable: 'Show table', hideTable: 'Hide table', category: 'Month' },
  },
};

/** The month under way (December, only begun): its bars are pale with a dashed outline, and the note says why. */
export const ProvisionalMonth: Story = {
  args: {
    series: resources.map((resource) => ({
      ...resource,
      values: {
        prihod: [...resource.values.prihod.slice(0, 11), 300],
        rashod: [...resource.values.rashod.slice(0, 11), 200],
        profit: [...resource.values.profit.slice(0, 11), 100],
      },
    })),
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
    // One pale, dashed bar per resource in December; the eleven months before are drawn as ever.
    await expect(canvasElement.querySelectorAll('rect[data-series][data-provisional]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('rect[data-series]:not([data-provisional])')).toHaveLength(33);
    await expect(canvas.getByText('Decembar je u toku: njegovi iznosi još nisu konačni.')).toBeVisible();
  },
};

/**
 * Sixteen workers and machines: past the palette's 12 colours the 13th series on has a pattern over its colour, in
 * the bars and in the legend alike, so no two series look the same.
 */
export const ManySeries: Story = {
  args: {
    categories: monthsSr.slice(0, 4),
    series: Array.from({ length: 16 }, (_, index) => ({
      id: `r${index + 1}`,
      label: `Radnik ${index + 1}`,
      values: {
        prihod: scale(prihodi.slice(0, 4), 0.2 + index / 40),
        rashod: scale(rashodi.slice(0, 4), 0.2),
        profit: scale(profiti.slice(0, 4), 0.2),
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const plain = canvasElement.querySelector('rect[data-series="r1"]')!;
    const again = canvasElement.querySelector('rect[data-series="r13"]')!;
    await expect(plain.getAttribute('fill')).toMatch(/^#/);
    // the 13th has the 1st one's colour under stripes: a pattern of the chart's own
    const patternId = /^url\(#(.+)\)$/.exec(again.getAttribute('fill') ?? '')?.[1];
    await expect(patternId).toBeTruthy();
    await expect(canvasElement.querySelector(`pattern[id="${patternId}"]`)?.getAttribute('data-pattern')).toBe(
      'diagonal',
    );
    // the legend draws each series' swatch as the series is drawn
    const swatches = [
      ...canvasElement.querySelectorAll('[data-slot="chart-legend-item"] svg[data-slot="chart-swatch"]'),
    ];
    await expect(swatches).toHaveLength(16);
    await expect(swatches[12]!.querySelector('pattern')?.getAttribute('data-pattern')).toBe('diagonal');
    await expect(swatches[0]!.querySelector('pattern')).toBeNull();
  },
};
