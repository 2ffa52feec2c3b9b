import { createRoot, type Root } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { toast } from '@rp/ui';
import { i18n, loadScreenMessages } from '../i18n/i18n.ts';
import { DRAFT_MAX_AGE_MS, draftKey, keepDraft, takeDraft } from './drafts.ts';
import { useFormDraft } from './form-draft.ts';
import { SESSION_REFUSED_EVENT, clearSession, setSession } from './session-store.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';

interface Values {
  naziv: string;
  lozinka: string;
  aktivan: boolean;
}

const EMPTY: Values = { naziv: 'Stari naziv', lozinka: '', aktivan: true };
/** A kept change of the name, from the record's 'Stari naziv'. */
const nacrt = { naziv: { value: 'Nacrt', base: 'Stari naziv' } };

/** A record's form as the portal's forms use the hook: the leave guard, and the hook beside it. */
function DraftForm({ values = EMPTY }: { values?: Values }) {
  const form = useForm<Values>({ values });
  const { isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(isDirty);
  useFormDraft({ form, values, isDirty, release, omit: ['lozinka'] });
  return (
    <form aria-label="forma">
      <input aria-label="Naziv" {...form.register('naziv')} />
      <input aria-label="Lozinka" {...form.register('lozinka')} />
      <input aria-label="Aktivan" type="checkbox" {...form.register('aktivan')} />
      <output aria-label="izmenjeno">{isDirty ? 'da' : 'ne'}</output>
      {dialog}
    </form>
  );
}

let root: Root | undefined;
let router: ReturnType<typeof createMemoryRouter> | undefined;

async function mount(path = '/index/klijenti/info/7', values?: Values) {
  const container = document.createElement('div');
  document.body.append(container);
  router = createMemoryRouter(
    [
      { path: '/index/klijenti/info/:id', element: <DraftForm values={values} /> },
      { path: '/login', element: <p>prijava</p> },
    ],
    { initialEntries: [path] },
  );
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull());
  // The form's effects (the record's values, then the kept entries) have run once it is painted.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return container;
}

function unmount() {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
}

/** What the API client does at a 401 or 403, before it clears the session. */
const refuseSession = () => window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
/** User 7's kept entries, as stored. */
const stored = (userId = 7) => sessionStorage.getItem(`rp.drafts.${userId}`);

const field = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

beforeEach(async () => {
  await loadScreenMessages();
  sessionStorage.clear();
  setSession({ id: 7, roles: ['User'], token: 'a.b.c' });
});

afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  clearSession();
  sessionStorage.clear();
});

describe('useFormDraft', () => {
  it('keeps a dirty form’s entries when the session ends under it, without the password, and brings them back once', async () => {
    let container = await mount();
    await userEvent.fill(field(container, 'Naziv'), 'Novi naziv');
    await userEvent.type(field(container, 'Lozinka'), 'tajna');
    await userEvent.click(field(container, 'Aktivan'));
    refuseSession();
    // Only what the user changed, each with the record's value it was changed from; never the password.
    const kept = JSON.parse(stored()!) as Record<string, { value: unknown }>;
    expect(kept[draftKey('/index/klijenti/info/7', 'form')]!.value).toEqual({
      naziv: { value: 'Novi naziv', base: 'Stari naziv' },
      aktivan: { value: false, base: true },
    });
    // The leave guard was released: the way to login asks nothing.
    await router!.navigate('/login');
    await vi.waitFor(() => expect(container.textContent).toContain('prijava'));
    expect(document.body.textContent).not.toContain('Imate nesačuvane podatke');
    unmount();

    const info = vi.spyOn(toast, 'info');
    container = await mount();
    expect(field(container, 'Naziv').value).toBe('Novi naziv');
    expect(field(container, 'Aktivan').checked).toBe(false);
    expect(field(container, 'Lozinka').value).toBe('');
    await vi.waitFor(() => expect(field(container, 'izmenjeno').textContent).toBe('da'));
    expect(info).toHaveBeenCalledWith(
      'Vraćeni su podaci koje ste uneli pre nego što je prijava istekla. Proverite ih i sačuvajte.',
    );
    expect(stored()).toBeNull();
    unmount();

    container = await mount();
    expect(field(container, 'Naziv').value).toBe('Stari naziv');
  });

  it('keeps nothing of a form without changes', async () => {
    await mount();
    refuseSession();
    expect(stored()).toBeNull();
  });

  it('brings entries back only to their user and their screen', async () => {
    const key = draftKey('/index/klijenti/info/7', 'form');
    keepDraft(7, key, nacrt);
    let container = await mount('/index/klijenti/info/8');
    expect(field(container, 'Naziv').value).toBe('Stari naziv');
    unmount();

    // Another user signs in on this tab: what the first one left is dropped, not only hidden.
    setSession({ id: 9, roles: ['Admin'], token: 'd.e.f' });
    expect(stored()).toBeNull();
    container = await mount();
    expect(field(container, 'Naziv').value).toBe('Stari naziv');
  });

  it('keeps a user’s own entries across a new token of theirs, and drops everything at a sign-out', () => {
    const key = draftKey('/index/klijenti/info/7', 'form');
    keepDraft(7, key, nacrt);
    setSession({ id: 7, roles: ['User'], token: 'g.h.i' });
    expect(stored()).toContain('Nacrt');
    clearSession({ isUserSignOut: true });
    expect(stored()).toBeNull();
  });

  it('keeps entries through a session cleared by a refusal', () => {
    keepDraft(7, draftKey('/index/klijenti/info/7', 'form'), nacrt);
    clearSession();
    expect(stored()).toContain('Nacrt');
  });

  it('drops entries older than a day, and never puts a value on a field of another kind or on no field', async () => {
    const now = Date.now();
    const key = draftKey('/index/klijenti/info/7', 'form');
    keepDraft(7, key, nacrt, now - DRAFT_MAX_AGE_MS);
    keepDraft(7, draftKey('/drugi', 'form'), nacrt, now - DRAFT_MAX_AGE_MS - 1);
    expect(takeDraft(7, key, now)).toBeNull();
    expect(stored()).toBeNull();

    keepDraft(7, key, {
      naziv: { value: 42, base: 'Stari naziv' },
      aktivan: { value: 'false', base: true },
      nepoznato: { value: 'x', base: null },
      lozinka: { value: 'tajna', base: '' },
    });
    const info = vi.spyOn(toast, 'info');
    const container = await mount();
    expect(field(container, 'Naziv').value).toBe('Stari naziv');
    expect(field(container, 'Aktivan').checked).toBe(true);
    // A kept draft never holds a password (omit); one written into the storage by hand is not put back either.
    expect(field(container, 'Lozinka').value).toBe('');
    expect(info).not.toHaveBeenCalled();
    expect(field(container, 'izmenjeno').textContent).toBe('ne');
  });

  it('leaves a field someone else changed meanwhile as the record has it, and says so', async () => {
    const key = draftKey('/index/klijenti/info/7', 'form');
    const warning = vi.spyOn(toast, 'warning');
    // The name was changed elsewhere after the user started: their name would undo it unseen. The flag goes back.
    keepDraft(7, key, { ...nacrt, aktivan: { value: false, base: true } });
    let container = await mount('/index/klijenti/info/7', { ...EMPTY, naziv: 'Naziv iz druge izmene' });
    expect(field(container, 'Naziv').value).toBe('Naziv iz druge izmene');
    expect(field(container, 'Aktivan').checked).toBe(false);
    expect(warning).toHaveBeenCalledWith(
      'Vraćeni su podaci koje ste uneli pre nego što je prijava istekla, osim u poljima koja je neko u međuvremenu izmenio. Proverite ih i sačuvajte.',
    );
    unmount();

    keepDraft(7, key, nacrt);
    container = await mount('/index/klijenti/info/7', { ...EMPTY, naziv: 'Naziv iz druge izmene' });
    expect(field(container, 'Naziv').value).toBe('Naziv iz druge izmene');
    expect(field(container, 'izmenjeno').textContent).toBe('ne');
    expect(warning).toHaveBeenLastCalledWith(
      'Podaci koje ste uneli pre nego što je prijava istekla nisu vraćeni: neko je u međuvremenu izmenio ta polja.',
    );
  });

  it('reads a storage that holds something else as nothing kept', async () => {
    sessionStorage.setItem('rp.drafts.7', '[1,2]');
    expect(takeDraft(7, 'x')).toBeNull();
    sessionStorage.setItem('rp.drafts.7', '{not json');
    expect(takeDraft(7, 'x')).toBeNull();
    const container = await mount();
    expect(field(container, 'Naziv').value).toBe('Stari naziv');
  });
});
