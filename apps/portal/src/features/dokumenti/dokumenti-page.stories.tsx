import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Fajl } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { klijentiKeys } from '../klijenti/api.ts';
import { storyKlijent } from '../klijenti/story-data.ts';
import { dokumentiKeys } from './api.ts';
import { KlijentiDokumentiPage } from './dokumenti-page.tsx';

const USER = 5;

/** A client's documents: one the signed-in worker uploaded, two a colleague did. */
const fajlovi: Fajl[] = [
  {
    id: 31,
    name: 'Ugovor o proceni 2026-114.pdf',
    mime: 'application/pdf',
    velicina: 482_133,
    kreirano: '2026-11-12T09:14:00.000Z',
    idKreatora: USER,
  },
  {
    id: 32,
    name: 'Izvod iz APR-a.pdf',
    mime: 'application/pdf',
    velicina: 96_410,
    kreirano: '2026-10-02T13:40:00.000Z',
    idKreatora: 6,
  },
  {
    id: 33,
    name: 'Ovlašćenje za zastupanje.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    velicina: 24_576,
    kreirano: '2026-09-18T07:05:00.000Z',
    idKreatora: 6,
  },
];

const meta = {
  title: 'Portal/Screens/Dokumenti',
  component: KlijentiDokumentiPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', USER),
  parameters: {
    screen: {
      path: `/index/klijenti/dokumenti/${storyKlijent.id}`,
      route: '/index/klijenti/dokumenti/:fileGroupId',
      queryData: [
        [klijentiKeys.detail(storyKlijent.id), storyKlijent],
        [dokumentiKeys.group('klijenti', storyKlijent.id), fajlovi],
      ],
    },
  },
} satisfies Meta<typeof KlijentiDokumentiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A worker deletes only their own upload: a colleague's document offers no delete the server would refuse. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dokumenti' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyKlijent.naziv })).toHaveAttribute(
      'href',
      `/index/klijenti/info/${storyKlijent.id}`,
    );
    await expect(canvas.getByRole('button', { name: 'Preuzmi: Izvod iz APR-a.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Obriši: Ugovor o proceni 2026-114.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Obriši: Izvod iz APR-a.pdf' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Preuzmi sve' })).toBeVisible();
  },
};

export const EnglishPhone: Story = {
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download: Ovlašćenje za zastupanje.docx' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: `/index/klijenti/dokumenti/${storyKlijent.id}`,
      route: '/index/klijenti/dokumenti/:fileGroupId',
      queryData: [
        [klijentiKeys.detail(storyKlijent.id), storyKlijent],
        [dokumentiKeys.group('klijenti', storyKlijent.id), []],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema dokumenata.')).toBeVisible();
  },
};
