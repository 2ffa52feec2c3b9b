import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EntryField } from './entry-field.tsx';
import { DateField, IntegerField } from './entry-fields.tsx';
import { FieldErrorIcon } from './field-error-icon.tsx';
import { FieldLabelsProvider } from './field-labels.tsx';
import { applyServerReply, fieldRules } from './react-hook-form.ts';

describe('EntryField markup', () => {
  it('renders a clean input without error wiring', () => {
    const html = renderToStaticMarkup(
      createElement(IntegerField, { id: 'broj', defaultValue: '12', className: 'mine' }),
    );
    expect(html).toContain('data-slot="entry-field"');
    expect(html).toContain('data-entry-type="INTEGER"');
    expect(html).toContain('value="12"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('class="grid grid-cols-1 gap-1 mine"');
    expect(html).not.toContain('aria-invalid="');
    expect(html).not.toContain('role="alert"');
  });

  it('shows an external error with icon, alert and aria wiring', () => {
    const html = renderToStaticMarkup(
      createElement(EntryField, { entryType: 'EMAIL', id: 'mail', error: 'invalid data', 'aria-describedby': 'hint' }),
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('title="Error on field: invalid data"');
    expect(html).toContain('role="img"');
    const alertId = /<p id="([^"]+)" role="alert"/.exec(html)?.[1];
    expect(alertId).toBeDefined();
    expect(html).toContain(`aria-describedby="hint ${alertId}"`);
    expect(html).toContain('>error on field</strong> <span data-slot="entry-field-message-text">invalid data</span>');
  });

  it('says the title, the icon and the messages in the host language inside FieldLabelsProvider', () => {
    const labels = {
      errorTitle: 'greška u polju',
      errorIconTitle: (message: string) => `Greška u polju: ${message}`,
      messages: { INVALID_INTEGER: 'neispravan podatak' },
    };
    const html = renderToStaticMarkup(
      createElement(
        FieldLabelsProvider,
        { labels },
        createElement(EntryField, { entryType: 'EMAIL', id: 'mail', error: 'neispravan podatak' }),
      ),
    );
    expect(html).toContain('title="Greška u polju: neispravan podatak"');
    expect(html).toContain('>greška u polju</strong>');
    expect(html).not.toContain('error on field');
  });

  it('gives the date field its format as a person reads it as placeholder, not the pattern', () => {
    expect(renderToStaticMarkup(createElement(DateField, {}))).toContain('placeholder="dd/mm/yyyy"');
    expect(renderToStaticMarkup(createElement(DateField, { format: 'MM/dd/yyyy' }))).toContain(
      'placeholder="mm/dd/yyyy"',
    );
    expect(renderToStaticMarkup(createElement(DateField, { placeholder: 'dan/mesec' }))).toContain(
      'placeholder="dan/mesec"',
    );
  });

  it('titles the error icon', () => {
    expect(renderToStaticMarkup(createElement(FieldErrorIcon, { message: 'x' }))).toContain(
      'aria-label="Error on field: x"',
    );
  });
});

describe('react-hook-form adapter', () => {
  it('fieldRules validates like the core and lets empty through', () => {
    const rules = fieldRules('DOUBLE', { locale: 'en' });
    expect(rules.validate('12.5')).toBe(true);
    expect(rules.validate('12,5')).toBe('invalid data');
    expect(rules.validate('')).toBe(true);
    expect(rules.validate(undefined)).toBe(true);
    expect(fieldRules('DATE').validate('32/01/2026')).toBe('The data inserted are invalid for the field format.');
    expect(fieldRules('INTEGER', { messages: { INVALID_INTEGER: 'neispravan broj' } }).validate('x')).toBe(
      'neispravan broj',
    );
  });

  it('applyServerReply sets the error of each named input and returns the alert', () => {
    const setError = vi.fn();
    const alert = applyServerReply(
      { ok: false, message: 'Neispravni podaci', clientEntryErrors: [{ name: 'maticniBroj', error: 'invalid data' }] },
      setError,
    );
    expect(alert).toBe('ERROR: Neispravni podaci');
    expect(setError).toHaveBeenCalledWith('maticniBroj', { type: 'server', message: 'invalid data' });
  });
});
