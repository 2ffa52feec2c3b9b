import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { statistikaKeys } from './api.ts';
import { KlijentiStatistikaPage } from './klijenti-page.tsx';
import { KLIJENTI, KLIJENTI_MNOGO, OPSEG, PERIOD_QUERY } from './statistika.fixtures.ts';

const meta = {
  title: 'Portal/Screens/StatistikaKlijenti',
  component: KlijentiStatistikaPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: {
      path: `/statistika/klijenti${PERIOD_QUERY}`,
      route: '/statistika/klijenti',
      queryData: [[statistikaKeys.klijent(OPSEG), KLIJENTI]],
    },
  },
} satisfies Meta<typeof KlijentiStatistikaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Prihod' })).toBeChecked();
    // One slice per client, percentages to 2 decimals.
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(5);
    await expect(canvas.getAllByText('44,44 %').length).toBeGreaterThan(0);
    // Expenses: a client without expenses has no slice.
    await userEvent.click(canvas.getByRole('radio', { name: 'Rashod' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(4));
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Profit' })).not.toBeChecked();
    await expect(canvas.getByRole('img', { name: /Clients' shares: Income/ })).toBeVisible();
  },
};

/** A busy year of 1,200 clients: the 23 largest have their slice, the rest are one grey slice; the xlsx has all. */
export const ManyClients: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: `/statistika/klijenti${PERIOD_QUERY}`,
      route: '/statistika/klijenti',
      queryData: [[statistikaKeys.klijent(OPSEG), KLIJENTI_MNOGO]],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Prihod' })).toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(24);
    await expect(canvas.getAllByText('Ostali klijenti: 1.177').length).toBeGreaterThan(0);
  },
};
