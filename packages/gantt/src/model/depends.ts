export interface DependsEntry {
  /** 1-based row number of the superior task. */
  row: number;
  /** Working days between the superior's end and this task's start. */
  lag: number;
}

export type ParseDependsResult = { ok: true; value: DependsEntry[] } | { ok: false; error: 'INVALID_DEPENDENCY' };

const SPACE = 32;
const TAB = 9;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const COMMA = 44;
const SEMICOLON = 59;

/** Parses `2,5:3` into rows and lags (a repeated row keeps the larger lag), one pass without regexes. */
export function parseDepends(text: string): ParseDependsResult {
  const entries: DependsEntry[] = [];
  const length = text.length;
  let i = 0;
  const skipSpaces = (): void => {
    while (i < length && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  };
  const readNumber = (): number => {
    const from = i;
    let value = 0;
    for (let c = text.charCodeAt(i); i < length && c >= ZERO && c <= NINE; c = text.charCodeAt(++i)) {
      value = value * 10 + (c - ZERO);
    }
    return i === from ? -1 : value;
  };
  while (i < length) {
    skipSpaces();
    if (i >= length) break;
    const c = text.charCodeAt(i);
    if (c === COMMA || c === SEMICOLON) {
      i++;
      continue;
    }
    const row = readNumber();
    if (row < 1) return { ok: false, error: 'INVALID_DEPENDENCY' };
    skipSpaces();
    let lag = 0;
    if (i < length && text.charCodeAt(i) === COLON) {
      i++;
      skipSpaces();
      lag = readNumber();
      if (lag < 0) return { ok: false, error: 'INVALID_DEPENDENCY' };
      skipSpaces();
    }
    if (i < length && text.charCodeAt(i) !== COMMA && text.charCodeAt(i) !== SEMICOLON) {
      return { ok: false, error: 'INVALID_DEPENDENCY' };
    }
    const same = entries.find((e) => e.row === row);
    if (same) same.lag = Math.max(same.lag, lag);
    else entries.push({ row, lag });
  }
  return { ok: true, value: entries };
}

export function formatDepends(entries: readonly DependsEntry[]): string {
  return entries.map(({ row, lag }) => (lag > 0 ? `${row}:${lag}` : `${row}`)).join(',');
}
