import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ErrorCode, ErrorType, prevedi } from '@rp/contract';
import { i18n } from '../i18n/i18n.ts';
import { MasinaForm } from '../features/masine/components/masina-form.tsx';
import { ApiClientError } from './api-error.ts';
import { maxLengthOf, porukaPolja } from './field-errors.ts';
import { masinaSaveSchema } from '@rp/contract';

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

/** A save the server refused naming the field (part 2 §5 clientEntryErrors), answered in the screen's language. */
function refusal(language: 'sr' | 'en') {
  const error = prevedi('Tekst sadrži nedozvoljene znakove.', language);
  return new ApiClientError(400, {
    ErrorCode: ErrorCode.Validation,
    Type: ErrorType.Danger,
    Message: prevedi(`Neispravan unos (podaci): Tekst sadrži nedozvoljene znakove.`, language),
    clientEntryErrors: [{ name: 'Ime', error }],
  });
}

describe('a field error of a refused save', () => {
  it.each([
    ['sr', 'sr', 'Tekst sadrži nedozvoljene znakove.'],
    ['en_US', 'en', 'The text contains characters that are not allowed.'],
  ] as const)('lands on its input (%s)', async (language, jezik, text) => {
    await i18n.changeLanguage(language);
    const onSubmit = vi.fn(() => Promise.reject(refusal(jezik)));
    const container = renderForm(onSubmit);
    await vi.waitFor(() => expect(container.querySelector('#masina-ime')).not.toBeNull());
    const input = container.querySelector<HTMLInputElement>('#masina-ime')!;
    await userEvent.type(input, 'Leica');
    await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const messages = described.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(messages).toContain(text);
    expect(document.activeElement).toBe(input);
  });

  it('carries the contract’s length limit on the input', async () => {
    const container = renderForm(() => Promise.resolve());
    await vi.waitFor(() => expect(container.querySelector('#masina-ime')).not.toBeNull());
    expect(container.querySelector<HTMLInputElement>('#masina-ime')!.maxLength).toBe(
      maxLengthOf(masinaSaveSchema.shape.Ime),
    );
    expect(maxLengthOf(masinaSaveSchema.shape.Ime)).toBe(200);
  });

  it('shows the contract’s Serbian texts in the interface language', async () => {
    expect(porukaPolja('Naziv je obavezan.')).toBe('Naziv je obavezan.');
    await i18n.changeLanguage('en_US');
    expect(porukaPolja('Naziv je obavezan.')).toBe('The name is required.');
    expect(porukaPolja('Tekst može imati najviše 200 znakova.')).toBe('At most 200 characters.');
  });
});
