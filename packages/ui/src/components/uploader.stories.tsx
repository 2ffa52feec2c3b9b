import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Uploader } from './uploader.tsx';
import { installFakeXhr, makeFile, recordedUploads } from './uploader.fixtures.ts';

const meta = {
  title: 'UI/Uploader',
  component: Uploader,
  beforeEach: () => installFakeXhr(),
  args: {
    url: '/api/nepokretnosti/12/slike',
    accept: 'images',
    getToken: () => 'demo-token',
    onUploaded: fn(),
    onUploadError: fn(),
    labels: { hint: 'Slike: jpeg, jpg, png, tiff, gif, bmp. Najviše 50 fajlova.' },
    className: 'max-w-xl',
  },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseFiles = async (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files, { applyAccept: false });
};

export const Default: Story = {};

export const UploadsWithProgress: Story = {
  // the host's language goes with each upload; the token's Authorization is not overridden by a header given here
  args: { headers: { 'x-rp-jezik': 'en_US', Authorization: 'Bearer not-this-one' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('fasada.jpg'), makeFile('kuhinja.png')]);
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(2));
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(canvas.getAllByText('Poslato')).toHaveLength(2);
    await expect(recordedUploads[0]).toMatchObject({
      url: '/api/nepokretnosti/12/slike',
      headers: { Authorization: 'Bearer demo-token', 'x-rp-jezik': 'en_US' },
      fields: ['UploadedImage'],
      fileName: 'fasada.jpg',
    });
  },
};

export const RejectsNonImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('ugovor.pdf', 2000, 'application/pdf')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fajl ugovor.pdf nije dodat: dozvoljene su samo slike (jpeg, jpg, png, tiff, gif, bmp).',
    );
    await expect(recordedUploads).toHaveLength(0);
  },
};

export const QueueLimit: Story = {
  args: { limit: 1, accept: ['xlsx', 'xls'], fieldName: 'file', labels: { hint: 'Excel fajl za uvoz (najviše 1).' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('uvoz.xlsx')]);
    await chooseFiles(canvasElement, [makeFile('drugi.xlsx')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fajl drugi.xlsx nije dodat');
    await waitFor(() => expect(recordedUploads).toHaveLength(1));
    await expect(recordedUploads[0]!.fields).toEqual(['file']);
  },
};

export const FailureAndRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('fail.jpg')]);
    await expect(await canvas.findByText('Greška pri čuvanju fajla.', {}, { timeout: 3000 })).toBeVisible();
    await expect(args.onUploadError).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pokušaj ponovo: fail.jpg' }));
    await waitFor(() => expect(recordedUploads).toHaveLength(2));
  },
};

/** A file the server refused for what it is (415) is not offered a retry that would be refused again. */
export const RefusalIsNotRetried: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('refused.jpg')]);
    await expect(
      await canvas.findByText('Sadržaj fajla ne odgovara njegovom nazivu.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pokušaj ponovo: refused.jpg' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ukloni: refused.jpg' })).toBeVisible();
  },
};

/** Without a hint, the accepted kinds are named before any file is chosen. */
export const AllowedTypesUpfront: Story = {
  args: { labels: {}, accept: ['pdf', 'docx', 'xlsx'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dozvoljeni tipovi: pdf, docx, xlsx.')).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFiles(canvasElement, [makeFile('slow.jpg')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Otkaži: slow.jpg' }));
    await expect(await canvas.findByText('Otkazano')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pokušaj ponovo: slow.jpg' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Serbian: Story = {};

export const English: Story = {
  args: {
    labels: {
      dropzone: 'Drop files here or',
      browse: 'choose files',
      hint: 'Images: jpeg, jpg, png, tiff, gif, bmp. Up to 50 files.',
      cancel: 'Cancel',
      retry: 'Retry',
      remove: 'Remove',
      clearFinished: 'Clear finished',
      networkError: 'The server is not available.',
      status: { queued: 'Queued', uploading: 'Uploading…', done: 'Uploaded', error: 'Error', canceled: 'Canceled' },
      rejectedType: (name: string) =>
        `File ${name} was not added: only images are allowed (jpeg, jpg, png, tiff, gif, bmp).`,
      rejectedLimit: (name: string, limit: number) => `File ${name} was not added: at most ${limit} files.`,
    },
  },
};
