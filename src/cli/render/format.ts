/** Numbers as every text format writes them: signs, counts, percentages, bars. */

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/** "20^4 = 160000 rolls"; past 20 digits the number itself says little: "20^40 rolls". */
export function rollCount(dice: number, total: bigint): string {
  const digits = total.toString();
  return digits.length > 20
    ? `20^${dice} rolls (a ${digits.length}-digit number)`
    : `20^${dice} = ${digits} rolls`;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.00005) return '<0.01%';
  if (p < 1 && p > 0.99995) return '>99.99%';
  return `${(p * 100).toFixed(2)}%`;
}

/** A bar of eighth blocks, `width` cells for p = 1. */
export function bar(p: number, width = 30): string {
  const eighths = Math.round(p * width * 8);
  const full = Math.floor(eighths / 8);
  const part = eighths % 8;
  return '█'.repeat(full) + (part > 0 ? (' ▏▎▍▌▋▊▉'[part] ?? '') : '');
}
