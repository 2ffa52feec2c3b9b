import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cn } from '../lib/cn.ts';
import { useHighlight } from '../hooks/use-highlight.ts';
import { Button } from './button.tsx';
import { Overlay } from './overlay.tsx';

// An inline page stands in for the issue editor: no server.
const issuePage = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="sr"><head><title>Zadatak 42</title><style>body{font:14px system-ui,sans-serif;margin:24px;color:#1f2937}input,textarea{display:block;width:100%;max-width:480px;margin:4px 0 12px;padding:6px;border:1px solid #cbd5e1;border-radius:6px}</style></head><body><h1>Zadatak #42</h1><label>Naziv<input value="Snimanje objekta"></label><label>Opis<textarea rows="4">Izlazak na teren i merenje.</textarea></label></body></html>',
)}`;

const meta = {
  title: 'UI/Overlay',
  component: Overlay,
  args: { title: 'Izmena zadatka', src: issuePage, kind: 'issue', onClosed: fn(), onOpenChange: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Otvori zadatak</Button>
        <Overlay
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IssueOverlay: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otvori zadatak' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Izmena zadatka' });
    await expect(dialog.style.width).toBe(`${Math.min(1020, window.innerWidth - 16)}px`);
    await expect(within(dialog).getByTitle('Editor')).toHaveAttribute('src', issuePage);
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await expect(dialog).toHaveAttribute('data-closing', 'true');
    await expect(args.onClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledTimes(1));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const BoardOverlay: Story = { args: { kind: 'board', title: 'Tabla' } };

export const DefaultSize: Story = {
  args: { kind: 'default', src: undefined, title: 'Sadržaj', children: <p>Ugrađeni sadržaj u tamnom okviru.</p> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otvori zadatak' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.style.width).toBe(`${Math.min(900, window.innerWidth - 16)}px`);
  },
};

function TwoOverlays() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Button onClick={() => setFirst(true)}>Prvi</Button>
      <Overlay title="Prvi" open={first} onOpenChange={setFirst}>
        <Button onClick={() => setSecond(true)}>Otvori drugi</Button>
      </Overlay>
      <Overlay title="Drugi" open={second} onOpenChange={setSecond}>
        <p>Drugi</p>
      </Overlay>
    </>
  );
}

export const OneAtATime: Story = {
  render: () => <TwoOverlays />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Prvi' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Otvori drugi' }));
    await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1));
    await expect(body.getByRole('dialog', { name: 'Drugi' })).toBeVisible();
  },
};

function HighlightAfterClose() {
  const [open, setOpen] = useState(false);
  const { highlightedId, highlight } = useHighlight<number>();
  return (
    <div className="flex flex-col gap-2">
      <ul className="w-72 rounded-lg border border-border">
        {[41, 42, 43].map((id) => (
          <li
            key={id}
            data-testid={`row-${id}`}
            className={cn('px-3 py-1.5', highlightedId === id && 'animate-highlight')}
          >
            Zadatak #{id}
          </li>
        ))}
      </ul>
      <Button className="w-fit" onClick={() => setOpen(true)}>
        Izmeni #42
      </Button>
      <Overlay
        title="Zadatak 42"
        kind="issue"
        src={issuePage}
        open={open}
        onOpenChange={setOpen}
        onClosed={() => highlight(42)}
      />
    </div>
  );
}

export const HighlightsRowAfterClose: Story = {
  render: () => <HighlightAfterClose />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Izmeni #42' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'close' }));
    await waitFor(() => expect(canvas.getByTestId('row-42')).toHaveClass('animate-highlight'));
    await waitFor(() => expect(canvas.getByTestId('row-42')).not.toHaveClass('animate-highlight'), { timeout: 2500 });
  },
};

export const Serbian: Story = {};
export const English: Story = { args: { title: 'Edit task', labels: { close: 'close', frame: 'Issue editor' } } };
