import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorCode, IMPORT_KOLONE, neuspesniRedoviPoruka, type ImportOdgovor } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { NepokretnostiImportPage } from './import-page.tsx';
import { ImportResult } from './import-result.tsx';

const meta = {
  title: 'Portal/Screens/NepokretnostiImport',
  component: NepokretnostiImportPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: { path: '/index/nepokretnosti/import', route: '/index/nepokretnosti/import', queryData: [] },
  },
} satisfies Meta<typeof NepokretnostiImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layout from the contract, the template, the queue of one file; a file that is no table is refused at once. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Uvoz nepokretnosti' })).toBeVisible();
    for (const kolona of IMPORT_KOLONE)
      await expect(canvas.getByText(kolona.naziv, { selector: 'code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preuzmi šablon (.xlsx)' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'ugovor.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText('Fajl ugovor.pdf nije dodat: uvoze se samo .xlsx i .csv fajlovi.'),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Real-estate import' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the template (.xlsx)' })).toBeVisible();
    await expect(canvas.getByText('Cadastral municipality in that municipality')).toBeVisible();
    await expect(canvas.queryByText('Preuzmi šablon (.xlsx)')).toBeNull();
  },
};

const odgovor: ImportOdgovor = {
  errorRows: [17, 42, 123, 256, 311, 404],
  totalNumberOfRows: 500,
  saved: 494,
  skipped: 0,
  error: { ErrorCode: ErrorCode.ImportRowsRejected, Message: 'Uvezeno nepokretnosti: 494. Neispravnih redova: 6.' },
};

/** A finished import with refused rows: the counts, then the spec's sentence with each reported row plus 2. */
export const ResultWithBadRows: Story = {
  globals: { locale: 'sr' },
  render: () => <ImportResult outcome={{ kind: 'done', fileName: 'nepokretnosti-uzorak.xlsx', odgovor }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uvezeno je 494 od 500 nepokretnosti.')).toBeVisible();
    await expect(canvas.getByTestId('import-failed-rows')).toHaveTextContent(neuspesniRedoviPoruka(odgovor.errorRows));
    await expect(canvas.getByTestId('import-failed-rows')).toHaveTextContent('19, 44, 125, 258, 313, 406');
  },
};

export const ResultWithBadRowsEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <ImportResult outcome={{ kind: 'done', fileName: 'sample.xlsx', odgovor }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('import-failed-rows')).toHaveTextContent(
      'The properties that could not be added are in row(s): 19, 44, 125, 258, 313, 406.',
    );
  },
};

/** The same file again: nothing new. */
export const ResultAllSkipped: Story = {
  globals: { locale: 'sr' },
  render: () => (
    <ImportResult
      outcome={{
        kind: 'done',
        fileName: 'nepokretnosti.csv',
        odgovor: {
          errorRows: [],
          totalNumberOfRows: 120,
          saved: 0,
          skipped: 120,
          error: { ErrorCode: 0, Message: '' },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sve nepokretnosti iz fajla već postoje u bazi; ništa nije dodato.')).toBeVisible();
    await expect(canvas.queryByTestId('import-failed-rows')).toBeNull();
  },
};

/** An HTTP refusal: 'Nemate prava pristupa na ovu akciju' (part 2 §8), in the screen's language. */
export const ResultForbidden: Story = {
  globals: { locale: 'sr' },
  render: () => <ImportResult outcome={{ kind: 'failed', fileName: 'uvoz.xlsx', status: 403, errorCode: 403 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nemate prava pristupa na ovu akciju');
  },
};

export const ResultForbiddenEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <ImportResult outcome={{ kind: 'failed', fileName: 'import.xlsx', status: 403, errorCode: 403 }} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You do not have permission for this action');
    await expect(alert).not.toHaveTextContent('Nemate');
  },
};
