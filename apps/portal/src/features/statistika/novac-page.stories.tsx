import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { statistikaKeys } from './api.ts';
import { NovacPage } from './novac-page.tsx';
import { NOVAC, NOVAC_PRAZAN, OPSEG, PERIOD_QUERY } from './statistika.fixtures.ts';

const meta = {
  title: 'Portal/Screens/StatistikaNovac',
  component: NovacPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: {
      path: `/statistika/novac${PERIOD_QUERY}`,
      route: '/statistika/novac',
      queryData: [[statistikaKeys.novac(OPSEG), NOVAC]],
    },
  },
} satisfies Meta<typeof NovacPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistika – novac' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Prihod, rashod i profit po mesecima/ })).toBeVisible();
    // Three series, each on at first and toggled by its checkbox in the legend under the chart.
    const profit = canvas.getByRole('checkbox', { name: 'Profit' });
    await expect(profit).toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(3);
    await userEvent.click(profit);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(2));
    // Upper-cased month labels; the table view carries the figures.
    await expect(canvas.getAllByText('JAN 2026').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Preuzmi grafikon (PNG)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Preuzmi tabelu (xlsx)' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Income' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Expenses' })).toBeChecked();
    await expect(canvas.getByLabelText('Start month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bankers' })).toHaveAttribute('href', '/statistika/bankari');
  },
};

export const EmptyPeriod: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: `/statistika/novac${PERIOD_QUERY}`,
      route: '/statistika/novac',
      queryData: [[statistikaKeys.novac(OPSEG), NOVAC_PRAZAN]],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Za izabrani period nema podataka.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Preuzmi grafikon (PNG)' })).toBeNull();
  },
};
