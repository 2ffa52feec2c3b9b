const monthsSr = ['JAN', 'FEB', 'MAR', 'APR', 'MAJ', 'JUN', 'JUL', 'AVG', 'SEP', 'OKT', 'NOV', 'DEC'];
const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const prihodi = [8200, 9100, 12400, 11800, 13900, 15200, 9800, 7600, 14100, 16300, 15800, 18900];
const rashodi = [6100, 6400, 7200, 7900, 8100, 8800, 7700, 6900, 8300, 9100, 9400, 10200];
const profiti = prihodi.map((value, index) => value - (rashodi[index] ?? 0));

export { monthsSr, monthsEn, prihodi, rashodi, profiti };
