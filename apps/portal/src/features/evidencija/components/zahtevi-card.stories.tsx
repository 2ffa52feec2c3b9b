import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { Zahtev } from '@rp/contract';
import { signedInAs } from '../../../testing/story-session.ts';
import { withScreen } from '../../../testing/story-decorators.tsx';
import { calledUrls, mockApi } from '../../../testing/mock-api.ts';
import { zahteviKeys } from '../api.ts';
import { ZahteviCard } from './zahtevi-card.tsx';

const zahtev: Zahtev = {
  Id: 41,
  RadnikId: 3,
  Radnik: 'Milica Petrović',
  Vrsta: 'odradjeno',
  Datum: '2026-11-24',
  Kraj: null,
  Odradjeno: '07:30:00',
  TrajanjePocetak: null,
  TrajanjeKraj: null,
  Status: 'ceka',
  Podneto: '2026-11-25T08:00:00.000Z',
};

const meta = {
  title: 'Portal/Evidencija/ZahteviCard',
  component: ZahteviCard,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  tags: ['no-visual'],
  parameters: { layout: 'padded', screen: { path: '/main', queryData: [[zahteviKeys.pending(), [zahtev]]] } },
} satisfies Meta<typeof ZahteviCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A double click on 'Odobri' decides the request once (the second click came before the buttons were disabled). */
export const ApproveOnce: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/evidencija/zahtevi/odobri/41': () => [200, { ErrorCode: 0, Type: 1, Message: 'Odobreno' }],
      'GET /api/evidencija/zahtevi': () => [200, { itemList: [] }],
    });
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: /^Odobri/ });
    // Two clicks in one task, as a double click's arrive before React re-renders the disabled button.
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(canvas.getByText('Nema zahteva na čekanju.')).toBeVisible());
    await expect(calledUrls(api).filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/evidencija/zahtevi/odobri/41',
    ]);
  },
};
