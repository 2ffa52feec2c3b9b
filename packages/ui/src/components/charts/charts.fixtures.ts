const monthsSr = ['JAN', 'FEB', 'MAR', 'APR', 'MAJ', 'JUN', 'JUL', 'AVG', 'SEP', 'OKT', 'NOV', 'DEC'];
const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const prihodi = [8200, 9100, 12400, 11800, 13900, 15200, 9800, 7600, 14100, 16300, 15800, 18900];
const rashodi = [6100, 6400, 7200, 7900, 8100, 8800, 7700, 6900, 8300, 9100, 9400, 10200];
const profiti = prihodi.map((value, index) => value - (rashodi[index] ?? 0));

/** Thirteen months labelled with their year, as the statistics screens label a year's span: NOV 2025 … NOV 2026. */
const monthsOfAYear = [
  ...monthsEn.slice(10).map((month) => `${month} 2025`),
  ...monthsEn.map((month) => `${month} 2026`),
].slice(0, 13);

/** A chart's values over `monthsOfAYear`: the year's figures and the next month's again. */
const ofAYear = (values: number[]) => [...values, values[0] ?? 0];

/**
 * The category labels of the chart in `root` that cannot be read whole: reaching past the SVG's edges (cut off) or
 * into the label before them, by their text.
 */
function unreadableLabels(root: HTMLElement): string[] {
  const svg = root.querySelector('svg[role="img"]');
  if (!svg) throw new Error('no chart in the story');
  const edges = svg.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('text')].filter((text) => !text.closest('[data-slot="chart-value"]'));
  let previousRight = -Infinity;
  return labels
    .filter((text) => {
      const box = text.getBoundingClientRect();
      const isUnreadable = box.left < edges.left || box.right > edges.right || box.left < previousRight;
      previousRight = box.right;
      return isUnreadable;
    })
    .map((text) => text.textContent ?? '');
}

export { monthsSr, monthsEn, monthsOfAYear, ofAYear, prihodi, rashodi, profiti, unreadableLabels };
