import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../lib/toast-store.ts';
import { AppShellStoryFrame, expectNoticeClearsHeader } from './app-shell-story-frame.tsx';
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

/**
 * A form's Save sits at the bottom right (sticky on long forms): the success it causes appears at the top centre, clear
 * of it, and the empty strip of the toasts lets a click through to what lies under it.
 */
export const ClearOfTheSaveButton: Story = {
  render: (args) => (
    <>
      <Button className="fixed top-1 left-1/2 -translate-x-1/2">Meni</Button>
      <div className="fixed inset-x-0 bottom-0 flex justify-end border-t border-border bg-background p-3">
        <Button onClick={() => toast.success('Klijent „Agro Bačka doo” je sačuvan.', { duration: 0 })}>Sačuvaj</Button>
      </div>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    const notice = (await body.findByText(/je sačuvan\./)).closest<HTMLElement>('[data-slot="toast"]')!;
    const save = canvas.getByRole('button', { name: 'Sačuvaj' }).getBoundingClientRect();
    await waitFor(() => expect(notice.getBoundingClientRect().bottom).toBeLessThan(save.top));
    await userEvent.click(body.getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(body.queryByText(/je sačuvan\./)).toBeNull());
    // Nothing is left over the header's middle to catch a click.
    const menu = canvas.getByRole('button', { name: 'Meni' }).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(menu.left + menu.width / 2, menu.top + menu.height / 2);
    await expect(hit?.closest('button')).toHaveTextContent('Meni');
  },
};

/**
 * On a phone (below 768 px) a toast is as wide as the screen: it appears under the app shell's header, so the menu
 * button and the sign-out stay within reach while it shows. Wider, it keeps the top centre (story
 * ClearOfTheSaveButton).
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <AppShellStoryFrame>
      <Button onClick={() => toast.success('Klijent „Agro Bačka doo” je sačuvan.', { duration: 0 })}>Sačuvaj</Button>
      <Toaster {...args} />
    </AppShellStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    const notice = (await body.findByText(/je sačuvan\./)).closest<HTMLElement>('[data-slot="toast"]')!;
    await expectNoticeClearsHeader(canvasElement, notice);
    await userEvent.click(body.getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(body.queryByText(/je sačuvan\./)).toBeNull());
  },
};
