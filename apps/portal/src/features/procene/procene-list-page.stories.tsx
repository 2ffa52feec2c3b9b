import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@rp/ui';
import { getNotifyState } from '../../lib/notify.ts';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { storyConfig } from '../klijenti/story-data.ts';
import { ProceneListPage } from './procene-list-page.tsx';
import { klijentData, listData, radniciData, storyFilter, storyProcene } from './list-story-data.ts';

const screen = (queryData: Array<[readonly unknown[], unknown]>, path = '/index/procene/list') => ({
  path,
  route: '/index/procene/list',
  queryData: [...queryData, radniciData, storyConfig],
});

/** A phone: the viewport query answers 'phone-wide' and the story is drawn 390 px wide. */
const asPhone: Decorator = (Story) => {
  const real = window.matchMedia.bind(window);
  spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = real(query);
    if (!query.includes('max-width: 767.98px')) return list;
    const phone: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> = {
      matches: true,
      media: query,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
    };
    return phone as MediaQueryList;
  });
  return (
    <div style={{ width: 390 }}>
      <Story />
    </div>
  );
};

/** GET procene as the server answers it: the six rows on the first page, nothing after (128 matches in all). */
const listAnswer = ({ url }: { url: URL }): readonly [number, unknown] | undefined =>
  url.pathname === '/api/procene'
    ? [
        200,
        {
          itemList: url.searchParams.get('offset') === '0' ? storyProcene() : [],
          ukupno: 128,
          sumaDogovorenaCena: 222_000,
        },
      ]
    : undefined;

const meta = {
  title: 'Portal/Screens/ProceneList',
  component: ProceneListPage,
  decorators: [withScreen],
  beforeEach: [
    signedInAs('Admin'),
    () => {
      mockApi(listAnswer);
    },
  ],
  parameters: { layout: 'padded', screen: screen([listData(storyProcene(), 128, 222_000)]) },
} satisfies Meta<typeof ProceneListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the period: the empty state offers a new valuation. */
export const Empty: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: screen([listData([], 0)]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nema procena u ovom periodu.')).toBeVisible();
  },
};

/** The default list: 30 days back, rows tinted by their age, the count and the sum of all matches in the footer. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Nova procena' })).toHaveAttribute(
      'href',
      '/index/procene/unos',
    );
    await expect(canvas.getByText('Zmaj Jovina 12, Novi Sad')).toBeVisible();
    await expect(canvas.getByText('Lokal u prizemlju')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno 128 procena');
    await expect(canvasElement.querySelector('[data-slot="procene-footer"]')).toHaveTextContent('222.000,00 RSD');
    await expect(canvas.getAllByText('U izradi')[0]).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Snimanje procene Zmaj Jovina 12, Novi Sad' })).toBeChecked();
    // Today's valuation is untinted; the one entered 14 days ago has the last (capped) tint.
    const rows = canvasElement.querySelectorAll('[data-slot="data-table-row"]');
    await expect(rows[0]?.className).not.toMatch(/bg-(success|info|warning|danger)-subtle/);
    await expect(rows[5]?.className).toMatch(/bg-danger-subtle(?!\/)/);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'New valuation' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 128 valuations');
    await expect(canvas.getAllByText('In progress')[0]).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Agreed price' })).toBeVisible();
    await expect(canvas.getByText('Date from')).toBeVisible();
  },
};

/** A click opens the description; Enter saves it (PATCH procene/), once however often Enter is pressed. */
export const InlineDescription: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const patch = mockApi(({ method, url }) =>
      method === 'PATCH' ? [200, { ErrorCode: 0, Type: 1, Message: 'Opis je sačuvan.' }] : listAnswer({ url }),
    );
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Izmeni opis procene Zmaj Jovina 12, Novi Sad/ }));
    const field = canvas.getByRole('textbox', { name: 'Opis procene Zmaj Jovina 12, Novi Sad' });
    await userEvent.type(field, 'Ključ u agenciji');
    await userEvent.keyboard('{Enter}{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'Opis procene Zmaj Jovina 12, Novi Sad' })).toBeNull(),
    );
    const patches = patch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    await expect(patches).toHaveLength(1);
    await expect(sentBody(patch, 'PATCH', '/api/procene')).toEqual({ Id: 40, Opis: 'Ključ u agenciji' });
  },
};

/** Escape drops the change without a call. */
export const DescriptionEscape: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(listAnswer);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Izmeni opis procene Bulevar/ }));
    const field = canvas.getByRole('textbox', { name: /Opis procene Bulevar/ });
    await userEvent.type(field, ' nešto');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: /Opis procene Bulevar/ })).toBeNull();
    await expect(canvas.getByText('Stan 64 m², treći sprat, ključ kod komšije')).toBeVisible();
    // the keyboard stays in the row: back on the description's button, not on the page
    await expect(canvas.getByRole('button', { name: /Izmeni opis procene Bulevar/ })).toHaveFocus();
    await expect(calledUrls(api).filter((call) => call.startsWith('PATCH'))).toEqual([]);
  },
};

/** The recording flag saves at once; the server's 'Sačuvano' is the toast. */
export const RecordingFlag: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const success = spyOn(toast, 'success');
    const api = mockApi(({ method, url }) =>
      method === 'PATCH' && url.pathname === '/api/procene/41'
        ? [200, { ErrorCode: 0, Type: 1, Message: 'Sačuvano' }]
        : listAnswer({ url }),
    );
    const canvas = within(canvasElement);
    const flag = await canvas.findByRole('checkbox', { name: 'Snimanje procene Bulevar oslobođenja 46, Novi Sad' });
    await expect(flag).not.toBeChecked();
    await userEvent.click(flag);
    await waitFor(() =>
      expect(sentBody(api, 'PATCH', '/api/procene/41')).toEqual({ Id: 41, InspekcijaSnimanje: true }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sačuvano'));
    await expect(flag).toBeChecked();
  },
};

/** Filters go to the address and to the server: phases, active only, and the client chip that removes itself. */
export const Filters: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: screen(
      [listData(storyProcene().slice(0, 2), 2, undefined, storyFilter(null, 'klijentId=1')), klijentData],
      '/index/procene/list?klijentId=1',
    ),
  },
  play: async ({ canvasElement }) => {
    const api = mockApi(({ url }) =>
      url.pathname === '/api/procene'
        ? [200, { itemList: storyProcene().slice(0, 1), ukupno: 1, sumaDogovorenaCena: 24_000 }]
        : undefined,
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Klijent: Banca Intesa a.d. Beograd')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Samo aktivne faze' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno 1 procena'));
    const calls = calledUrls(api);
    await expect(calls.some((call) => call.includes('aktivnaFaza=true') && call.includes('klijentId=1'))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni filter klijenta Banca Intesa a.d. Beograd' }));
    await waitFor(() => expect(canvas.queryByText('Klijent: Banca Intesa a.d. Beograd')).toBeNull());
    await waitFor(() =>
      expect(calledUrls(api).some((call) => call.includes('aktivnaFaza=true') && !call.includes('klijentId'))).toBe(
        true,
      ),
    );
  },
};

/** An export the server refuses is shown as the error notice, in the server's words. */
export const ExportRefused: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(({ url }) =>
      url.pathname === '/api/procene/izvoz'
        ? [400, { ErrorCode: 400, Type: 4, Message: 'Početni datum ne sme biti posle krajnjeg.' }]
        : listAnswer({ url }),
    );
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Izvoz' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() =>
      expect(getNotifyState().notices.map((notice) => notice.message)).toContain(
        'Početni datum ne sme biti posle krajnjeg.',
      ),
    );
    const call = calledUrls(api).find((url) => url.includes('/api/procene/izvoz'));
    await expect(call).toMatch(/format=csv/);
    await expect(call).toMatch(/datumOd=/);
    // It names the screen's language, as every call does: the file and a refusal come in it.
    const init = api.mock.calls.find(([input]) => String(input).includes('/api/procene/izvoz'))?.[1];
    await expect(new Headers(init?.headers).get('x-rp-jezik')).toBe('sr');
    await expect(canvas.getByRole('button', { name: 'Izvoz' })).toBeEnabled();
  },
};

/** Delete asks first, naming the valuation. */
export const DeleteAsksFirst: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(({ method, url }) =>
      method === 'DELETE' ? [200, { ErrorCode: 0, Type: 1, Message: 'Procena je obrisana.' }] : listAnswer({ url }),
    );
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Akcije za procenu Zmaj Jovina 12, Novi Sad' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Obriši' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Zmaj Jovina 12, Novi Sad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(calledUrls(api)).toContain('DELETE /api/procene/40');
  },
};

/** A User may not delete (the permission module; the server refuses it too). */
export const UserCannotDelete: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('User'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Akcije za procenu Zmaj Jovina 12, Novi Sad' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Otvori' })).toBeVisible();
    await expect(body.queryByRole('menuitem', { name: 'Obriši' })).toBeNull();
  },
};

/**
 * A phone: compact rows (the name, wrapping, over its subject and date; the phase; the menu) and the user's own
 * inspections (inspekcija = 2) by default.
 */
export const Phone: Story = {
  globals: { locale: 'sr' },
  decorators: [asPhone],
  beforeEach: signedInAs('User', 2),
  parameters: {
    screen: screen([
      listData(
        storyProcene()
          .slice(0, 4)
          .map((row, index) =>
            index === 0 ? { ...row, naziv: 'Bulevar oslobođenja 46, stan 12, sprat 3, Novi Sad' } : row,
          ),
        4,
        undefined,
        storyFilter(2),
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zmaj Jovina 12, Novi Sad')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Banka' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Faza' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Datum' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filteri (1)' })).toBeVisible();
    // every name is whole: none cut at the cell's edge nor below its lines
    const names = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr td:first-child > div > :first-child')];
    await expect(names.length).toBe(4);
    for (const name of names) {
      await expect(name.scrollWidth, name.textContent ?? '').toBeLessThanOrEqual(name.clientWidth);
      await expect(name.scrollHeight, name.textContent ?? '').toBeLessThanOrEqual(name.clientHeight);
    }
    // the long name takes two lines
    const long = canvas.getByText('Bulevar oslobođenja 46, stan 12, sprat 3, Novi Sad');
    await expect(long.getClientRects().length > 1 || long.clientHeight > 24).toBe(true);
    await expect(canvas.getByText('Zmaj Jovina 12, Novi Sad').closest('td')).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
  },
};

export const PhoneEnglish: Story = {
  globals: { locale: 'en_US' },
  decorators: [asPhone],
  beforeEach: signedInAs('User', 2),
  parameters: { screen: screen([listData(storyProcene().slice(0, 4), 4, undefined, storyFilter(2))]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Found 4 valuations');
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // the phase badge and the menu fit their cells
    const cells = canvasElement.querySelectorAll('tbody tr td:not(:first-child)');
    await expect(cells.length).toBe(8);
    for (const cell of cells)
      await expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth);
  },
};
