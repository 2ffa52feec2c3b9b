import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HelpPopup } from './help-popup.tsx';

const pages: Record<string, string> = {
  'procene.list':
    '<h1>Lista procena</h1><p>Filtrirajte procene po periodu, fazi i radniku. Klik na red otvara procenu.</p><ul><li>Opis se menja u samoj listi.</li><li>Izvoz u Excel preuzima do 5000 redova.</li></ul>',
  'radnici.list': '<h1>Workers</h1><p>Active workers are listed first.</p><script>alert(1)</script>',
};

const loadPage = (name: string) =>
  new Promise<string>((resolve, reject) =>
    setTimeout(() => (pages[name] ? resolve(pages[name]) : reject(new Error(''))), 120),
  );

const meta = {
  title: 'UI/HelpPopup',
  component: HelpPopup,
  args: { screen: 'procene.list', loadPage: fn(loadPage), onError: fn() },
} satisfies Meta<typeof HelpPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pomoć' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pomoć' });
    await expect(await within(dialog).findByRole('heading', { name: 'Lista procena' })).toBeVisible();
    await expect(args.loadPage).toHaveBeenCalledWith('procene.list');
  },
};

export const MissingPageReportsCode30: Story = {
  args: { screen: 'nepostojeci.ekran' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pomoć' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stranica pomoći ne postoji.');
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 30, context: 'nepostojeci.ekran' })),
    );
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loadPage: fn((_name: string) => new Promise<string>(() => {})) },
};

export const Serbian: Story = { args: { defaultOpen: true } };

export const English: Story = {
  args: {
    screen: 'radnici.list',
    defaultOpen: true,
    labels: {
      trigger: 'Help',
      title: 'Help',
      close: 'Close',
      loading: 'Loading',
      missing: 'There is no help page for this screen.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Help' });
    await expect(await within(dialog).findByText('Active workers are listed first.')).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
  },
};
