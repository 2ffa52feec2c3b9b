import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DrzavniPraznik, RssFeed } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { settingsKeys } from './api.ts';
import { HolidaysPage } from './holidays-page.tsx';
import { SettingsPage } from './settings-page.tsx';

const feeds: RssFeed[] = [
  { id: 1, naziv: 'RZS – cene nepokretnosti', url: 'https://www.stat.gov.rs/rss/nepokretnosti.xml', verzija: 1 },
  { id: 2, naziv: 'NBS – kursna lista', url: 'https://www.nbs.rs/rss/kursna-lista.xml', verzija: 3 },
];

const holidays: DrzavniPraznik[] = [
  { Id: 1, Datum: '2026-01-01', Naziv: 'Nova godina', verzija: 1 },
  { Id: 2, Datum: '2026-01-07', Naziv: 'Božić', verzija: 1 },
  { Id: 3, Datum: '2026-02-15', Naziv: 'Sretenje – Dan državnosti', verzija: 1 },
  { Id: 4, Datum: '2026-11-11', Naziv: 'Dan primirja u Prvom svetskom ratu', verzija: 2 },
  { Id: 5, Datum: '2027-01-01', Naziv: 'Nova godina', verzija: 1 },
];

const meta = {
  title: 'Portal/Screens/Settings',
  component: SettingsPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    screen: {
      path: '/settings',
      route: '/settings',
      queryData: [
        [settingsKeys.rss, feeds],
        [settingsKeys.holidays, holidays],
      ],
    },
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The language of the interface and the home page's news feeds, with the way to the state holidays. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Podešavanja' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Srpski' })).toBeChecked();
    await expect(canvas.getByText('NBS – kursna lista')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Državni praznici' })).toHaveAttribute('href', '/settings/holidays');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

/** The state holidays by year, with the form to add one. */
export const Holidays: Story = {
  globals: { locale: 'sr' },
  render: () => <HolidaysPage />,
  parameters: { screen: { path: '/settings/holidays', route: '/settings/holidays' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Državni praznici' })).toBeVisible();
    await expect(canvas.getByText('Dan primirja u Prvom svetskom ratu')).toBeVisible();
    await expect(canvas.getByText('11/11/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dodaj praznik' })).toBeVisible();
  },
};

export const HolidaysEnglishPhone: Story = {
  ...Holidays,
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'State holidays' })).toBeVisible();
    await expect(canvas.getByText('Sretenje – Dan državnosti')).toBeVisible();
  },
};
