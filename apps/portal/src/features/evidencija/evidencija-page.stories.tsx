import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Evidencija, EvidencijaMesec, GodisnjiLista } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { godisnjiKeys } from '../godisnji/api.ts';
import { prazniciKeys } from '../praznici/api.ts';
import { radnikData, storyRadnik } from '../radnici/story-data.ts';
import { monthKeys, zahteviKeys } from './api.ts';
import { EvidencijaPage } from './evidencija-page.tsx';
import { storyDay } from './story-data.ts';

const RADNIK = storyRadnik.id;
const pad = (n: number) => String(n).padStart(2, '0');
const seconds = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
const clock = (total: number) =>
  `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;

/**
 * A month of the record as GET evidencija/info answers it: eight hours planned on weekdays, and each weekday's
 * worked time from `worked` (a day's number → hh:mm:ss; nothing worked otherwise).
 */
function storyMonth(godina: number, mesec: number, worked: (day: number) => string | undefined): EvidencijaMesec {
  const days = new Date(Date.UTC(godina, mesec, 0)).getUTCDate();
  const itemList: Evidencija[] = Array.from({ length: days }, (_, index) => {
    const datum = `${godina}-${pad(mesec)}-${pad(index + 1)}`;
    const weekday = new Date(`${datum}T12:00:00Z`).getUTCDay();
    const isWeekend = weekday === 0 || weekday === 6;
    const odradjeno = isWeekend ? '00:00:00' : (worked(index + 1) ?? '00:00:00');
    const hasWorked = odradjeno !== '00:00:00';
    return storyDay(RADNIK, datum, {
      ...(hasWorked && { Pocetak: `${datum}T07:58:00Z`, Kraj: `${datum}T16:02:00Z` }),
      Planirano: isWeekend ? '00:00:00' : '08:00:00',
      Odradjeno: odradjeno,
      OdradjenoMereno: odradjeno,
      Vikend: isWeekend,
    });
  });
  const total = (field: 'Planirano' | 'Odradjeno') =>
    clock(itemList.reduce((sum, day) => sum + seconds(day[field]), 0));
  return {
    RadnikId: RADNIK,
    Godina: godina,
    Mesec: mesec,
    itemList,
    Planirano: total('Planirano'),
    Odradjeno: total('Odradjeno'),
  };
}

const leave: GodisnjiLista = { itemList: [], slobodniDani: 20, IskoristeniDani: 11, preostaloDana: 9 };

/** The screen at `/index/radnici/evidencija/7?mesec=…` with its month and the cards' data, as an Admin sees it. */
const screen = (month: EvidencijaMesec) => ({
  path: `/index/radnici/evidencija/${RADNIK}?mesec=${month.Godina}-${pad(month.Mesec)}`,
  route: '/index/radnici/evidencija/:radnikId',
  queryData: [
    radnikData(storyRadnik),
    [monthKeys.month(RADNIK, month.Godina, month.Mesec), month] as [readonly unknown[], unknown],
    [zahteviKeys.forRadnik(RADNIK), []] as [readonly unknown[], unknown],
    [godisnjiKeys.forRadnik(RADNIK), leave] as [readonly unknown[], unknown],
    [prazniciKeys.forRadnik(RADNIK), []] as [readonly unknown[], unknown],
  ],
});

// Months whose place beside today never changes, on the real clock and on the visual step's fixed one (March 2025):
// October 2024 is over, January 2099 has not begun.
const fullOctober = storyMonth(2024, 10, () => '08:00:00');
const shortOctober = storyMonth(2024, 10, (day) => (day === 14 ? '06:30:00' : '08:00:00'));
const futureMonth = storyMonth(2099, 1, () => undefined);

const meta = {
  title: 'Portal/Screens/Evidencija',
  component: EvidencijaPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { screen: screen(shortOctober) },
} satisfies Meta<typeof EvidencijaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month that is over with a weekday short: the month's warning and the day's exclamation. */
export const MonthShort: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Evidencija radnog vremena' })).toBeVisible();
    await expect(canvas.getByTestId('month-planned')).toHaveTextContent('184:00:00');
    await expect(canvas.getByTestId('month-worked')).toHaveTextContent('182:30:00');
    await expect(canvas.getByTestId('month-status')).toHaveTextContent('Odrađeno je manje od planiranog');
  },
};

/** Worked reaches planned: the check. */
export const MonthComplete: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen(fullOctober) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('month-status')).toHaveTextContent('Mesec je ispunjen');
    await expect(canvas.getByTestId('month-worked')).toHaveTextContent('184:00:00');
  },
};

/** A month not yet over with no weekday short: under way, not a warning (the 1st of a month is no shortfall). */
export const MonthInProgressEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { screen: screen(futureMonth) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Time record' })).toBeVisible();
    await expect(canvas.getByTestId('month-status')).toHaveTextContent('The month is in progress');
    await expect(canvas.getByTestId('month-worked')).toHaveTextContent('00:00:00');
  },
};
