import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { masineKeys } from '../masine/api.ts';
import { radniciListQuery } from '../radnici/api.ts';
import { statistikaKeys } from './api.ts';
import { RadniciStatistikaPage } from './radnici-page.tsx';
import { OPSEG, PERIOD_QUERY, RESURSI } from './statistika.fixtures.ts';

const meta = {
  title: 'Portal/Screens/StatistikaRadnici',
  component: RadniciStatistikaPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: {
      path: `/statistika/radnici${PERIOD_QUERY}&r=1&m=2`,
      route: '/statistika/radnici',
      queryData: [
        [statistikaKeys.resurs(OPSEG, ['m2', 'r1']), RESURSI],
        [radniciListQuery(false).queryKey, []],
        [masineKeys.list(), []],
      ],
    },
  },
} satisfies Meta<typeof RadniciStatistikaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // Income first; the series labels carry each resource's totals; machines before workers.
    const income = canvas.getByRole('radio', { name: 'Prihod' });
    await expect(income).toBeChecked();
    await expect(
      canvas.getAllByText(/Dron DJI Mavic 3 Enterprise \(prihod 120\.000, rashod 18\.000/).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/Marko Petrović \(prihod 900\.000/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rashod' }));
    await expect(canvas.getByRole('radio', { name: 'Rashod' })).toBeChecked();
    await expect(income).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Income' })).toBeChecked();
    await expect(
      canvas.getAllByText(/Marko Petrović \(income 900\.000, expenses 480\.000, profit 420\.000\)/).length,
    ).toBeGreaterThan(0);
  },
};
