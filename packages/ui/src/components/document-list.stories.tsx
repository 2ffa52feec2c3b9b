import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentList, type DocumentItem } from './document-list.tsx';

const documents: DocumentItem[] = [
  { id: 1, name: 'Izveštaj o proceni.docx', size: 245_000, uploadedAt: new Date('2026-03-02T09:30:00+01:00') },
  { id: 2, name: 'List nepokretnosti.pdf', size: 88_000, uploadedAt: new Date('2026-03-04T14:00:00+01:00') },
  { id: 3, name: 'Ugovor.pdf', size: 1_400_000, uploadedAt: new Date('2026-03-09T23:30:00Z') },
];

// Responses are built in memory: stories never reach a server.
const fileResponse = (name: string) =>
  Promise.resolve(new Response(new Blob(['demo']), { headers: { 'x-filename': encodeURIComponent(name) } }));

const meta = {
  title: 'UI/DocumentList',
  component: DocumentList,
  args: {
    documents,
    onDownload: fn((document: DocumentItem) => fileResponse(`${document.name}`)),
    onDownloadAll: fn(() => fileResponse('Svi fajlovi - procena 42.zip')),
    onDelete: fn(),
    onDownloaded: fn(),
    onError: fn(),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preuzmi: Ugovor.pdf' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledWith('Ugovor.pdf'));
    // dd/MM/yyyy in the firm's zone: 23:30 UTC on 9 March is already 10 March in Belgrade.
    await expect(canvas.getByText('02/03/2026')).toBeInTheDocument();
    await expect(canvas.getByText('10/03/2026')).toBeInTheDocument();
  },
};

/** The same date format on an English screen. */
export const EnglishDates: Story = {
  args: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('04/03/2026')).toBeInTheDocument();
  },
};

export const DownloadAllNamedByHeader: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preuzmi sve' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledWith('Svi fajlovi - procena 42.zip'));
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obriši: List nepokretnosti.pdf' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Potvrdite brisanje?',
    });
    await expect(dialog).toHaveTextContent('List nepokretnosti.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await expect(args.onDelete).toHaveBeenCalledWith(documents[1]);
  },
};

/** Someone else's upload that this user may not delete: no delete is offered for it, the others keep theirs. */
export const DeleteOnlyWhereAllowed: Story = {
  args: { documents: documents.map((document) => ({ ...document, isDeletable: document.id !== 2 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Obriši: List nepokretnosti.pdf' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Preuzmi: List nepokretnosti.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Obriši: Ugovor.pdf' })).toBeVisible();
  },
};

export const FailedDownload: Story = {
  args: {
    onDownload: fn((_document: DocumentItem) =>
      Promise.resolve(
        new Response(JSON.stringify({ ErrorCode: 404, Type: 4, Message: 'Fajl ne postoji.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preuzmi: Ugovor.pdf' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith({ type: 4, code: 404, message: 'Fajl ne postoji.' }));
  },
};

export const Empty: Story = { args: { documents: [] } };
export const Loading: Story = { args: { documents: [], isLoading: true } };
export const Serbian: Story = {};
export const English: Story = {
  args: {
    locale: 'en-US',
    labels: {
      title: 'Documents',
      download: 'Download',
      downloadAll: 'Download all',
      delete: 'Delete',
      empty: 'No documents.',
      loading: 'Loading',
      confirmDelete: 'confirm the deletion?',
      yes: 'yes',
      no: 'no',
      allFileName: 'documents.zip',
    },
  },
};
