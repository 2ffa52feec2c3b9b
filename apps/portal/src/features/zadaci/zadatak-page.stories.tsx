import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorType, uspeh, type StatusZadatka, type Zadatak } from '@rp/contract';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { zadatakQuery, zauzetostQuery } from './api.ts';
import { ZadatakPage } from './zadatak-page.tsx';
import { ANALIZA, IZVESTAJ, KATASTAR, OBILAZAK, ZAUZETOST } from './story-fixtures.ts';
import { calledUrls, mockApi } from '../../testing/mock-api.ts';
import { clientConfigQuery } from '../session/api.ts';

const ROUTE = '/index/poslovi/:posaoId/zadaci/info/:zadatakId';
const PATH = '/index/poslovi/6/zadaci/info/21';

const queryData: Array<[readonly unknown[], unknown]> = [
  [zadatakQuery(20).queryKey, KATASTAR],
  [zadatakQuery(21).queryKey, OBILAZAK],
  [zadatakQuery(22).queryKey, IZVESTAJ],
  [zadatakQuery(23).queryKey, ANALIZA],
  [zauzetostQuery(6).queryKey, ZAUZETOST[6]],
  [zauzetostQuery(5).queryKey, ZAUZETOST[5]],
];

const meta = {
  title: 'Portal/Screens/Zadatak',
  component: ZadatakPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { layout: 'padded', screen: { path: PATH, route: ROUTE, queryData } },
} satisfies Meta<typeof ZadatakPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Admin sees links to the worker, job and task records, the task's edit, and the worker picker. */
export const AdminSerbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Obilazak parcela' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Stefan Đorđević' })).toHaveAttribute(
      'href',
      '/index/radnici/info/6',
    );
    await expect(canvas.getByRole('link', { name: 'Uvid u katastar' })).toHaveAttribute(
      'href',
      '/index/poslovi/6/zadaci/info/20?radnik=6',
    );
    await expect(canvas.getByRole('link', { name: 'Procena poljoprivrednog zemljišta – Čenej' })).toHaveAttribute(
      'href',
      '/index/poslovi/info/6',
    );
    // The Admin edits the task in its job's task form.
    await expect(canvas.getByRole('link', { name: 'Izmeni zadatak' })).toHaveAttribute(
      'href',
      '/index/poslovi/6/zadaci/unos?zadatak=21',
    );
    await expect(canvas.getByText('12 sati (1,5 dana)')).toBeVisible();
    await expect(canvas.getByText('Dron DJI Mavic 3')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Radnik/ })).toHaveTextContent('Stefan Đorđević');
    await expect(canvas.getByRole('button', { name: 'Počni' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pauziraj' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Završi' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Vremenska linija' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="timeline-item"]').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[data-slot="timeline-now"]')).not.toBeNull();
  },
};

/** The Admin's worker picker chooses whose timeline is shown and on whose behalf a start is sent. */
export const AdminPicksWorker: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: /Radnik/ });
    await expect(canvas.queryByRole('button', { name: /^Analiza cena zemljišta/ })).toBeNull();
    await userEvent.click(picker);
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Ivana Ilić' }));
    await expect(picker).toHaveTextContent('Ivana Ilić');
    await expect(await canvas.findByRole('button', { name: /^Analiza cena zemljišta/ })).toBeInTheDocument();
  },
};

export const AdminEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Task details' })).toBeVisible();
    await expect(canvas.getByText('12 hours (1,5 days)')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Worker/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  },
};

export const AdminOnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Obilazak parcela' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Operations sees plain text, no picker; not assigned, the first assigned worker acts. */
export const OperationsPlainText: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Operations', 4),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Obilazak parcela' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByTestId('acting-worker')).toHaveTextContent('Stefan Đorđević');
    await expect(canvas.getByTestId('task-workers')).toHaveTextContent('Ivana Ilić');
    await expect(canvas.getByText('Uvid u katastar', { selector: 'dd span' })).toBeVisible();
  },
};

export const DemoEnglish: Story = {
  globals: { locale: 'en_US' },
  beforeEach: signedInAs('Demo', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Work on the task' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByTestId('acting-worker')).toHaveTextContent('Stefan Đorđević');
  },
};

let server: ReturnType<typeof mockApi> | undefined;

/** In place of the server: the task records, and the commands as an RP API answers them. */
function taskServer(tasks: Map<number, Zadatak>) {
  let isWarned = false;
  return mockApi(({ method, url }) => {
    const [, , , command, id] = url.pathname.split('/').map((part) => part.toLowerCase());
    if (method === 'GET' && url.pathname.startsWith('/api/zadaci/get/')) {
      const task = tasks.get(Number(url.pathname.split('/').at(-1)));
      return task ? [200, task] : undefined;
    }
    if (method === 'GET' && command === 'zauzetost') return [200, ZAUZETOST[Number(id)]];
    const task = tasks.get(Number(id));
    if (method !== 'POST' || !task) return undefined;
    if (command === 'pocni' && !isWarned && url.searchParams.get('force') !== 'true') {
      isWarned = true;
      const Message =
        'Radnik već radi na zadatku: Izveštaj o proceni zemljišta. Da li ipak želite da započnete zadatak?';
      return [409, { ErrorCode: 409, Type: ErrorType.Confirm, Message }];
    }
    const statuses: Record<string, StatusZadatka> = { pocni: 'uToku', pauziraj: 'pauziran', zavrsi: 'zavrsen' };
    const status = statuses[command ?? ''];
    if (!status) return undefined;
    tasks.set(task.Id, { ...task, Status: status, Pauza: status === 'pauziran' ? 1 : 0 });
    return [200, uspeh('Zadatak je sačuvan.', task.Id)];
  });
}

/** A start that warns (Type -1) is confirmed and re-sent with the force flag, for the chosen worker. */
export const StartConfirmsWarning: Story = {
  globals: { locale: 'sr' },
  beforeEach: () => {
    server = taskServer(new Map([[21, OBILAZAK]]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Počni' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Radnik već radi na zadatku: Izveštaj o proceni zemljišta.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(canvas.getByTestId('task-status')).toHaveTextContent('U toku'));
    const calls = server ? calledUrls(server) : [];
    await expect(calls).toContain('POST /api/zadaci/pocni/21/6');
    await expect(calls).toContain('POST /api/zadaci/pocni/21/6?force=true');
  },
};

/** After finishing, the screen shows no task selected and offers the worker's open tasks (part 1 §4). */
export const FinishShowsNoTaskSelected: Story = {
  globals: { locale: 'sr' },
  beforeEach: () => {
    taskServer(
      new Map([
        [21, OBILAZAK],
        [22, IZVESTAJ],
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Završi' }));
    // Finishing is asked first (issue 12 item 7): No leaves the task as it was.
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Da li potvrđujete završetak zadatka?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Obilazak parcela' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Završi' }));
    dialog = await body.findByRole('alertdialog', { name: 'Da li potvrđujete završetak zadatka?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Završi' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nije izabran zadatak' })).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: 'Izaberite zadatak' });
    await userEvent.click(picker);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Izveštaj o proceni zemljišta' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Izveštaj o proceni zemljišta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Počni' })).toBeEnabled();
  },
};

const EDITOR_CONTEXT = 'https://teamwork.example/tw';
const withEditorPages = {
  layout: 'padded',
  screen: {
    path: PATH,
    route: ROUTE,
    queryData: [
      ...queryData,
      [
        clientConfigQuery().queryKey,
        { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '', editorContextUrl: EDITOR_CONTEXT },
      ],
    ],
  },
};

/**
 * With the editor pages' context URL set, the task offers its issue editor and board in the dark overlay; closing
 * the issue editor flashes the task's issue row yellow for 1.5 s (part 2 §2). Without the setting nothing is offered.
 */
export const IssuesSerbian: Story = {
  globals: { locale: 'sr' },
  parameters: withEditorPages,
  // Closing the editor reads the task again.
  beforeEach: () => {
    server = taskServer(new Map([[21, OBILAZAK]]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Problemi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editor problema' }));
    const dialog = await body.findByRole('dialog', { name: 'Editor problema zadatka' });
    await expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      `${EDITOR_CONTEXT}/applications/teamwork/issue/issueEditor.jsp?CM=ED&OBJID=21`,
    );
    await expect(dialog).toHaveAttribute('data-kind', 'issue');
    // The close icon at the top right (its title comes from the portal's labels: 'zatvori', else 'close').
    await userEvent.click(within(dialog).getByRole('button', { name: /^(zatvori|close)$/ }));
    const row = canvasElement.querySelector('[data-issue-row="21"]')!;
    await waitFor(() => expect(row).toHaveClass('animate-highlight'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Tabla' }));
    const board = await body.findByRole('dialog', { name: 'Tabla zadatka' });
    await expect(board).toHaveAttribute('data-kind', 'board');
    await expect(board.querySelector('iframe')).toHaveAttribute(
      'src',
      `${EDITOR_CONTEXT}/applications/teamwork/board/boardEditor.jsp?CM=ED&OBJID=21`,
    );
  },
};

export const IssuesEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: withEditorPages,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Issues' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue editor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Board' })).toBeVisible();
  },
};

export const NoIssuesWithoutTheSetting: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Obilazak parcela' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Problemi' })).toBeNull();
  },
};
