import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { failureText, type ImportOutcome } from './import-result.tsx';

// The keys themselves stand for the screen's texts.
const t = ((key: string) => key) as unknown as TFunction;
const failed = (status: number, message?: string): Extract<ImportOutcome, { kind: 'failed' }> => ({
  kind: 'failed',
  fileName: 'uvoz.xlsx',
  status,
  message,
});

const UNPACKED = 'Raspakovana tabela bi bila prevelika; podelite je na manje fajlove.';
const TOO_MUCH_TEXT =
  'Tabela ima previše teksta za uvoz (ćelija duža od 32.767 znakova ili više od milion različitih tekstova); ništa nije uvezeno.';

describe('failureText', () => {
  it("says why a file was refused in the server's words, translated on an English screen", () => {
    expect(failureText(failed(413, UNPACKED), t, true)).toBe(UNPACKED);
    expect(failureText(failed(413, UNPACKED), t, false)).toBe(
      'The unpacked table would be too large; split it into smaller files.',
    );
    expect(failureText(failed(413, TOO_MUCH_TEXT), t, false)).toMatch(/^The table holds too much text to import/);
    expect(
      failureText(failed(415, 'Excel fajl je oštećen ili zaštićen lozinkom i ne može se pročitati.'), t, false),
    ).toBe('The Excel file is damaged or protected by a password and cannot be read.');
    expect(failureText(failed(400, 'U zaglavlju nedostaju obavezne kolone: Vrsta.'), t, false)).toBe(
      'The header lacks the required columns: Vrsta.',
    );
  });

  it('shows the sentence the server gave in the screen language (the upload names it)', () => {
    expect(failureText(failed(400, 'The header lacks the required columns: Vrsta.'), t, false)).toBe(
      'The header lacks the required columns: Vrsta.',
    );
  });

  it('names only the kind of refusal when there is no sentence', () => {
    expect(failureText(failed(413), t, true)).toBe('nepokretnostiImport.result.tooLarge');
    expect(failureText(failed(400, ''), t, false)).toBe('nepokretnostiImport.result.refusedFile');
    expect(failureText(failed(415), t, false)).toBe('nepokretnostiImport.result.notATable');
    expect(failureText(failed(403, 'Nemate prava pristupa na ovu akciju'), t, true)).toBe(
      'nepokretnostiImport.result.noPermission',
    );
    expect(failureText(failed(500, 'Interna greška servera.'), t, true)).toBe('nepokretnostiImport.result.failed');
  });
});
