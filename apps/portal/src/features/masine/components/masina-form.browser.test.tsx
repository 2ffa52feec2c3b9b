import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ErrorCode, ErrorType, masinaPostojiPoruka } from '@rp/contract';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiClientError } from '../../../lib/api-error.ts';
import { MasinaForm } from './masina-form.tsx';

let root: Root | undefined;

afterEach(async () => {
  root?.unmount();
  document.body.innerHTML = '';
  await i18n.changeLanguage('sr');
});

function renderForm(onSubmit: () => Promise<string | void>) {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(
    [{ path: '*', element: <MasinaForm values={{ Ime: '' }} isPending={false} onSubmit={onSubmit} /> }],
    { initialEntries: ['/masine/new'] },
  );
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return container;
}

const refused = new ApiClientError(409, {
  ErrorCode: ErrorCode.DuplicateEquipmentName,
  Type: ErrorType.Warning,
  Message: masinaPostojiPoruka('Leica Disto X4'),
});

describe('MasinaForm', () => {
  it.each([
    ['sr', 'Oprema sa nazivom „Leica Disto X4“ već postoji.'],
    ['en_US', 'Equipment named “Leica Disto X4” already exists.'],
  ])('shows a name another machine has on the name field (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    const onSubmit = vi.fn(() => Promise.reject(refused));
    const container = renderForm(onSubmit);
    await vi.waitFor(() => expect(container.querySelector('#masina-ime')).not.toBeNull());
    const input = container.querySelector<HTMLInputElement>('#masina-ime')!;
    await userEvent.type(input, 'leica disto x4');
    await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await vi.waitFor(() => expect(container.textContent).toContain(text));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
  });

  it('after a save that leaves for the new record, stays locked until that screen replaces it', async () => {
    // The route '*' keeps this form mounted after the navigation, as a next screen that is still loading does.
    const onSubmit = vi.fn(() => Promise.resolve('/masine/info/7'));
    const container = renderForm(onSubmit);
    await vi.waitFor(() => expect(container.querySelector('#masina-ime')).not.toBeNull());
    await userEvent.type(container.querySelector<HTMLInputElement>('#masina-ime')!, 'Leica Disto X4');
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await userEvent.click(button);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Another submit once the first has settled (a click, or Enter in the field) sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    container.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
  });
});
