import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShellStoryFrame, expectNoticeClearsHeader } from './app-shell-story-frame.tsx';
import { ErrorNotice, type NoticeError } from './error-notice.tsx';
import { UiLabelsProvider } from './ui-labels.tsx';

const sample: NoticeError[] = [
  { id: 'a', type: 4, code: 9000, message: 'Server trenutno nije dostupan.' },
  { id: 'b', type: 3, code: 96, message: 'Pretraga nije vratila rezultate.', context: 'GetRadnici' },
  { id: 'c', type: 2, message: 'Sesija ističe za 5 minuta.' },
  { id: 'd', type: 1, message: 'Uspešno sačuvane izmene.' },
];

const meta = {
  title: 'UI/ErrorNotice',
  component: ErrorNotice,
  args: {
    errors: sample,
    onDismiss: fn(),
    labels: { dismiss: 'Zatvori', code: 'Kod', region: 'Greške', details: 'Detalji' },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="h-96">{Story()}</div>],
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Zatvori' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState(args.errors);
    return (
      <ErrorNotice {...args} errors={errors} onDismiss={(id) => setErrors((all) => all.filter((e) => e.id !== id))} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: 'Zatvori' })) await userEvent.click(button);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SingleDanger: Story = {
  args: { errors: [{ id: 'x', type: 403, message: 'Forbiden access' }] },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Serbian: Story = {
  args: {
    errors: [{ id: 's', type: 4, code: 1, message: 'Postoji procena kome je dodeljen Klijent/Bankar sa id-em 42' }],
  },
};

export const English: Story = {
  args: {
    labels: { dismiss: 'Dismiss', code: 'Code', region: 'Errors', details: 'Details' },
    errors: [{ id: 'e', type: 4, code: 9000, message: 'The server is not available.', context: 'GetMasine' }],
  },
};

/** The message stands alone; the code and the operation's name wait in the folded details. */
export const DetailsFolded: Story = {
  args: {
    errors: [
      { id: 'f', type: 4, code: 400, message: 'Tekst može imati najviše 200 znakova.', context: 'SaveDrzavniPraznik' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Tekst može imati najviše 200 znakova.')).toBeVisible();
    await expect(within(alert).getByText('Kod 400 · SaveDrzavniPraznik')).not.toBeVisible();
    await userEvent.click(within(alert).getByText('Detalji'));
    await expect(within(alert).getByText('Kod 400 · SaveDrzavniPraznik')).toBeVisible();
  },
};

/** Without labels of its own the notice takes the app's texts from UiLabelsProvider. */
export const LabelsFromProvider: Story = {
  args: {
    labels: undefined,
    errors: [{ id: 'p', type: 4, code: 9000, message: 'Server trenutno nije dostupan.', context: 'GetMasine' }],
  },
  decorators: [
    (Story) => (
      <UiLabelsProvider
        labels={{ errorNotice: { dismiss: 'Zatvori', code: 'Kod', region: 'Greške', details: 'Detalji' } }}
      >
        {Story()}
      </UiLabelsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Greške' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zatvori' })).toBeInTheDocument();
    await expect(canvas.getByText('Detalji')).toBeInTheDocument();
  },
};

/**
 * On a phone (below 768 px) the notice is as wide as the screen: it starts under the app shell's header, so the menu
 * button and the sign-out stay within reach while an error waits to be read.
 */
export const OnAPhone: Story = {
  args: { errors: [sample[0]!] },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <AppShellStoryFrame>
      <ErrorNotice {...args} />
    </AppShellStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expectNoticeClearsHeader(canvasElement, within(canvasElement).getByRole('alert'));
  },
};
