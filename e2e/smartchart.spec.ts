import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAt } from './helpers.ts';

// Two browsers and a planner each on a shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

async function token(request: APIRequestContext, username: string) {
  const login = await request.post('/api/radnici/authenticate', { data: { username, password: username } });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A job of two tasks (B waits for A) in a month no demo job reaches, so the filtered plan holds it alone. */
async function jobOfTwoTasks(request: APIRequestContext, naziv: string, monday: string, wednesday: string) {
  const headers = { authorization: `Bearer ${await token(request, 'ops')}` };
  const job = await request.post('/api/poslovi/save', { headers, data: { Naziv: naziv } });
  expect(job.ok()).toBe(true);
  const posaoId = ((await job.json()) as { Id: number }).Id;
  const a = await request.post('/api/zadaci/save', {
    headers,
    data: { Naziv: 'Snimanje na terenu', Posao: posaoId, Pocetak: monday, PlaniranoTrajanje: 16 },
  });
  const aId = ((await a.json()) as { Id: number }).Id;
  const b = await request.post('/api/zadaci/save', {
    headers,
    data: { Naziv: 'Izrada izveštaja', Posao: posaoId, Pocetak: wednesday, PlaniranoTrajanje: 8, Zavisnost: aId },
  });
  const bId = ((await b.json()) as { Id: number }).Id;
  return { posaoId, aId, bId, headers };
}

/** Fits the chart to the plan, then drags a task's bar (two working days long, Monday–Tuesday) a week later. */
async function dragWeekLater(page: Page, taskId: number) {
  await page.getByRole('button', { name: 'Prilagodi prikazu' }).click();
  const body = page.locator(`[data-task-id="${taskId}"] [data-slot="gantt-bar-body"]`);
  await expect(body).toBeVisible();
  const box = (await body.boundingBox())!;
  const dayPx = box.width / 2;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dayPx, y, { steps: 4 });
  await page.mouse.move(x + dayPx * 7, y, { steps: 8 });
  await page.mouse.up();
}

async function openPlan(browser: Browser, range: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, `/index/smartchart?${range}`, 'ops');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Smart-Chart' })).toBeVisible();
  return { context, page };
}

test('Operations drags a task on the Gantt, saves, reloads and finds it moved with its dependent', async ({
  browser,
  request,
}) => {
  const { posaoId, aId, bId, headers } = await jobOfTwoTasks(
    request,
    'E2E Gantt – pomeranje',
    '2029-03-05',
    '2029-03-07',
  );
  const { context, page } = await openPlan(browser, 'prvi=2029-03-01&drugi=2029-03-31');
  await expect(page.getByRole('row', { name: 'E2E Gantt – pomeranje' })).toBeVisible();
  const save = page.getByTestId('gantt-save');
  await expect(save).toBeDisabled();
  await dragWeekLater(page, aId);
  await expect(page.getByText('Plan ima nesačuvane izmene.')).toBeVisible();
  await save.click();
  await expect(page.getByText('Plan je sačuvan.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Učitaj ponovo' }).click();
  await expect(page.locator(`[data-slot="gantt-bar"][data-task-id="${aId}"]`)).toHaveAttribute(
    'aria-label',
    /12\/03\/2029/,
  );
  const tasks = await request.get(`/api/zadaci/get/posao/${posaoId}`, { headers });
  const list = ((await tasks.json()) as { itemList: { Id: number; Pocetak: string; Zavisnost: number | null }[] })
    .itemList;
  expect(list.find((task) => task.Id === aId)!.Pocetak.slice(0, 10)).toBe('2029-03-12');
  // The dependent moved with it: it starts after A's new end.
  expect(list.find((task) => task.Id === bId)!.Pocetak.slice(0, 10) >= '2029-03-14').toBe(true);
  expect(list.find((task) => task.Id === bId)!.Zavisnost).toBe(aId);
  await context.close();
});

test("a second browser's stale save is refused with the message and nothing is written", async ({
  browser,
  request,
}) => {
  const { posaoId, aId, headers } = await jobOfTwoTasks(request, 'E2E Gantt – zastarelo', '2029-06-04', '2029-06-06');
  const first = await openPlan(browser, 'prvi=2029-06-01&drugi=2029-06-30');
  const second = await openPlan(browser, 'prvi=2029-06-01&drugi=2029-06-30');
  await dragWeekLater(first.page, aId);
  await first.page.getByTestId('gantt-save').click();
  await expect(first.page.getByText('Plan je sačuvan.').first()).toBeVisible();

  await dragWeekLater(second.page, aId);
  await second.page.getByTestId('gantt-save').click();
  await expect(second.page.getByText(/Plan je u međuvremenu izmenio neko drugi/).first()).toBeVisible();
  await expect(second.page.getByText('Plan ima nesačuvane izmene.')).toBeVisible();
  const tasks = await request.get(`/api/zadaci/get/posao/${posaoId}`, { headers });
  const list = ((await tasks.json()) as { itemList: { Id: number; Pocetak: string }[] }).itemList;
  // The first save's week, not two weeks.
  expect(list.find((task) => task.Id === aId)!.Pocetak.slice(0, 10)).toBe('2029-06-11');
  await first.context.close();
  await second.context.close();
});

test('a User is refused /index/smartchart (403) and the job and Gantt API', async ({ page, request }) => {
  await signInAt(page, '/index/smartchart', 'user');
  await expect(page).toHaveURL(/\/403$/);
  const headers = { authorization: `Bearer ${await token(request, 'user')}` };
  expect((await request.get('/api/gantt/get', { headers })).status()).toBe(403);
  expect((await request.get('/api/poslovi/filter/', { headers })).status()).toBe(403);
  expect((await request.post('/api/poslovi/save', { headers, data: { Naziv: 'X' } })).status()).toBe(403);
});
