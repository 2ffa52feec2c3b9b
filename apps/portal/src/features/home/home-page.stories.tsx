import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Note, RssItemList } from '@rp/contract';
import { firmToday } from '../../lib/format.ts';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { evidencijaKeys } from '../evidencija/api.ts';
import { storyDay } from '../evidencija/story-data.ts';
import { notesKeys } from '../notes/api.ts';
import { radnikData, storyRadnik } from '../radnici/story-data.ts';
import { trenutniSledeciQuery } from '../zadaci/api.ts';
import { rssItemsQuery } from './api.ts';
import { HomePage } from './home-page.tsx';

const RADNIK = storyRadnik.id;

const tasks = [
  { Id: 21, Naziv: 'Izlazak na teren i snimanje', Posao: 6, Vrsta: 'trenutni', Status: 'uToku' },
  { Id: 22, Naziv: 'Izrada izveštaja o proceni', Posao: 6, Vrsta: 'sledeci', Status: 'nijePoceo' },
] as const;

const notes: Note[] = [
  {
    Id: 12,
    Radnik: RADNIK,
    Prioritet: 1,
    idKreatora: 1,
    Tekst: 'Hitno: izveštaj za Banku Intesa do petka.',
    Kreirano: '2026-03-01T07:30:00.000Z',
    verzija: 1,
  },
  {
    Id: 14,
    Radnik: null,
    Prioritet: 2,
    idKreatora: 1,
    Tekst: 'Kancelarija je zatvorena 15. februara (Sretenje).',
    Kreirano: '2026-02-10T08:00:00.000Z',
    verzija: 1,
  },
];

const news: RssItemList = {
  itemList: [
    {
      feedId: 1,
      feed: 'RZS – cene nepokretnosti',
      title: 'Prosečna cena stanova u Novom Sadu u trećem kvartalu',
      link: 'https://example.rs/vesti/1',
      date: null,
    },
    {
      feedId: 2,
      feed: 'NBS – kursna lista',
      title: 'Srednji kurs evra nepromenjen',
      link: 'https://example.rs/vesti/2',
      date: null,
    },
  ],
  nedostupni: [],
  ukupnoIzvora: 2,
};

const meta = {
  title: 'Portal/Screens/Home',
  component: HomePage,
  decorators: [withScreen],
  beforeEach: () => {
    const signOut = signedInAs('User', RADNIK)();
    // The quote is one of a hundred at random: the same one in every run of a story.
    const random = Math.random;
    Math.random = () => 0.25;
    return () => {
      Math.random = random;
      signOut();
    };
  },
  parameters: {
    screen: {
      path: '/main',
      route: '/main',
      queryData: [
        radnikData(storyRadnik),
        // Today in the record, not signed in yet: eight hours planned, nothing worked.
        [evidencijaKeys.status(RADNIK), storyDay(RADNIK, firmToday())],
        [trenutniSledeciQuery(RADNIK).queryKey, tasks],
        [notesKeys.home(RADNIK), notes],
        [rssItemsQuery().queryKey, news],
      ],
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A worker's morning: the working day to sign in to, the current and next task, notes and the news. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Radni dan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prijava' })).toBeEnabled();
    await expect(canvas.getByTestId('work-day-planned')).toHaveTextContent('08:00:00');
    await expect(canvas.getByRole('link', { name: 'Izlazak na teren i snimanje' })).toHaveAttribute('href', '/status');
    await expect(canvas.getByTestId('home-role')).toHaveTextContent('Radnik');
    await expect(canvas.getByText('Hitno: izveštaj za Banku Intesa do petka.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Srednji kurs evra nepromenjen/ })).toBeVisible();
  },
};

export const EnglishPhone: Story = {
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Working day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(canvas.getByTestId('home-role')).toHaveTextContent('Worker');
  },
};
