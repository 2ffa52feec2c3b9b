import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Nepokretnost } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { storyConfig } from '../klijenti/story-data.ts';
import { storyNepokretnost } from '../nepokretnosti/form-story-data.ts';
import { proceneKeys } from './api.ts';
import { PredmetiPage } from './predmeti-page.tsx';

const PROCENA = 21;

/** The valuation's two subjects: the flat and its garage in the same building. */
const predmeti: Nepokretnost[] = [
  { ...storyNepokretnost, predmetProcene: true },
  {
    ...storyNepokretnost,
    id: 13,
    vrsta: { id: 813, naziv: 'Garaža' },
    kvadratura: 14.5,
    trazenaCena: 12000,
    jedinicnaCena: 828,
    korigovanaCena: 12000,
    jedCenaNakonKor: 827.59,
    latitude: 45.2519,
    longitude: 19.8628,
    brojSlika: 0,
    glavnaSlikaId: null,
    predmetProcene: true,
  },
];

const meta = {
  title: 'Portal/Screens/Predmeti',
  component: PredmetiPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: {
    screen: {
      path: `/index/procene/predmeti/${PROCENA}`,
      route: '/index/procene/predmeti/:procenaId',
      queryData: [
        [proceneKeys.naziv(PROCENA), 'Preradovićeva 4, Novi Sad'],
        [proceneKeys.predmeti(PROCENA), predmeti],
        storyConfig,
      ],
    },
  },
} satisfies Meta<typeof PredmetiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each subject with its type, place, area and price per m², and the links to its comparables and images. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Predmeti procene' })).toBeVisible();
    await expect(canvas.getByText('Preradovićeva 4, Novi Sad')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Stan' })).toHaveAttribute('href', '/index/nepokretnosti/info/12');
    await expect(canvas.getByRole('link', { name: 'Garaža' })).toHaveAttribute('href', '/index/nepokretnosti/info/13');
    await expect(canvas.getAllByRole('link', { name: /Komparativi/ })[0]).toHaveAttribute(
      'href',
      `/index/procene/${PROCENA}/komparativi/12`,
    );
    await expect(canvas.getByText('14,5 m²')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Valuation subjects' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apartment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Garage' })).toBeVisible();
    await expect(canvas.getByText('14.5 m²')).toBeVisible();
  },
};
