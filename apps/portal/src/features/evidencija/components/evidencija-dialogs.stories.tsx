import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../../testing/story-session.ts';
import { withScreen } from '../../../testing/story-decorators.tsx';
import { calledUrls, mockApi } from '../../../testing/mock-api.ts';
import { storyDay } from '../story-data.ts';
import { UpdateWorkedDialog } from './evidencija-dialogs.tsx';

const meta = {
  title: 'Portal/Evidencija/UpdateWorkedDialog',
  component: UpdateWorkedDialog,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  tags: ['no-visual'],
  args: { day: storyDay(3, '2026-11-24', { Odradjeno: '07:30:00' }), onOpenChange: () => {} },
  parameters: { layout: 'padded', screen: { path: '/index/radnici/evidencija/3' } },
} satisfies Meta<typeof UpdateWorkedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than a day's 24 hours is said on the field before anything is sent; the server's refusal lands there too. */
export const WorkedTooLong: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/evidencija/update': () => [
        400,
        {
          ErrorCode: 400,
          Type: 4,
          Message: 'Neispravan unos (telo): Vrednost nije dozvoljena.',
          clientEntryErrors: [{ name: 'Odradjeno', error: 'Vrednost nije dozvoljena.' }],
        },
      ],
    });
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByLabelText(/Odrađeno/);
    await userEvent.clear(field);
    await userEvent.type(field, '25:00:00');
    await userEvent.click(body.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await body.findByText('Odrađeno ne može biti više od 24 sata.')).toBeVisible();
    await expect(calledUrls(api)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '09:00:00');
    await userEvent.click(body.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(body.getByText('Vrednost nije dozvoljena.', { selector: 'p, span' })).toBeVisible());
  },
};
