/** Lower-case, without diacritics, 'đ' as 'dj': 'Đorđe Šćepanović' → 'djordje scepanovic'. */
function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replaceAll('đ', 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Every word of the query appears in the text ('dorde' also finds 'Đorđe'). */
function matchesSearch(text: string, query: string): boolean {
  const needle = normalizeSearch(query.trim());
  if (!needle) return true;
  const hay = normalizeSearch(text);
  const loose = hay.replaceAll('dj', 'd');
  return needle.split(/\s+/).every((part) => hay.includes(part) || loose.includes(part));
}

export { normalizeSearch, matchesSearch };
