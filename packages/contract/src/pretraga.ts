// Serbian Cyrillic to the Latin alphabet, so a search typed in either finds the other.
const CIRILICA: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
};

/**
 * The form of a text that searches compare: lower case, without accents, đ as 'dj', Cyrillic as Latin, one space
 * between words. 'Šabac' and 'sabac' give the same key; 'Đorđević' gives 'djordjevic'.
 */
export function kljucPretrage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[а-џ]/g, (char) => CIRILICA[char] ?? char)
    .replaceAll('đ', 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
