import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { withScreen } from '../../../testing/story-decorators.tsx';
import { LeaveRequestDialog } from './leave-request-dialog.tsx';

const meta = {
  title: 'Portal/Godisnji/LeaveRequestDialog',
  component: LeaveRequestDialog,
  decorators: [withScreen],
  args: {
    radnikId: 7,
    open: true,
    onOpenChange: fn(),
    remaining: 14,
    onSend: fn(async () => undefined),
    firstDay: new Date(2026, 10, 27),
    today: new Date(2026, 10, 26),
  },
} satisfies Meta<typeof LeaveRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A start before today is allowed (a forgotten day off), but the dialog says so before it is sent. */
export const PastStartWarns: Story = {
  globals: { locale: 'sr' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Zatraži godišnji' });
    const start = await screen.findByLabelText('Od');
    await expect(screen.queryByText(/Početak je u prošlosti/)).toBeNull();
    await userEvent.clear(start);
    await userEvent.type(start, '20/11/2026');
    await userEvent.tab();
    await expect(await screen.findByText(/Početak je u prošlosti/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji zahtev' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({ Radnik: 7, Pocetak: '2026-11-20', Kraj: '2026-11-27' }),
    );
    await expect(dialog).toBeInTheDocument();
  },
};

/** The same in English; a start from today on says nothing. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async () => {
    const start = await screen.findByLabelText('From');
    await userEvent.clear(start);
    await userEvent.type(start, '19/11/2026');
    await userEvent.tab();
    await expect(await screen.findByText(/The start is in the past/)).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '26/11/2026');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(/The start is in the past/)).toBeNull());
  },
};
