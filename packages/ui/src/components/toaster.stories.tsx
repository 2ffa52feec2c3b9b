import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../lib/toast-store.ts';
import { Button } from './button.tsx';
import { Toaster } from './toaster.tsx';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  args: { labels: { close: 'Zatvori', region: 'Obaveštenja ({hotkey})', toast: 'Obaveštenje' } },
  beforeEach: () => () => toast.dismiss(),
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast.success('Uspešno sačuvane izmene.')}>Uspeh</Button>
      <Button variant="outline" onClick={() => toast.info('Pronađeno 12 klijenata')}>
        Info
      </Button>
      <Button variant="outline" onClick={() => toast.warning('Zadatak je već započet.')}>
        Upozorenje
      </Button>
      <Button variant="destructive" onClick={() => toast.danger('Server nije dostupan.', { title: 'Greška 9000' })}>
        Greška
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uspeh' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Uspešno sačuvane izmene.')).toBeVisible());
    // The region names the key that reaches it (Radix fills '{hotkey}'), in the labels' language.
    await expect(body.getByRole('region', { name: 'Obaveštenja (F8)' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(body.queryByText('Uspešno sačuvane izmene.')).toBeNull());
  },
};

export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    toast.show({ type: 1, message: 'Uspešno kreiran dokument.', duration: 0 });
    toast.show({ type: 2, message: 'Pronađeno 3 procena', duration: 0 });
    toast.show({ type: 3, message: 'Proverite unete podatke.', duration: 0 });
    toast.show({ type: 4, title: 'Greška', message: 'Pravno lice već postoji u bazi', duration: 0 });
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Pravno lice već postoji u bazi')).toBeVisible());
    await expect(body.getAllByRole('button', { name: 'Zatvori' })).toHaveLength(4);
  },
};

export const Serbian: Story = {
  play: async () => {
    toast.success('Radnik Marko Marković uspešno sačuvan', { duration: 0 });
  },
};

export const English: Story = {
  args: { labels: { close: 'Close', region: 'Notifications ({hotkey})' } },
  play: async ({ canvasElement }) => {
    toast.success('Changes saved.', { duration: 0 });
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

/** A name typed without spaces wraps inside the notice instead of running past its edge. */
export const LongWord: Story = {
  play: async ({ canvasElement }) => {
    toast.success(`Oprema sa nazivom ${'Laserskidaljinomer'.repeat(5)} uspešno sačuvana`, { duration: 0 });
    const body = within(canvasElement.ownerDocument.body);
    const text = await body.findByText(/uspešno sačuvana/);
    const notice = text.closest<HTMLElement>('[data-slot="toast"]')!;
    await waitFor(() =>
      expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(notice.getBoundingClientRect().right),
    );
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
