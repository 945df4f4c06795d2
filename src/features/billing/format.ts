/** §9: a number with its thousands separated by spaces and at most 3 decimals (no trailing zeros). */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const [whole = '0', decimals] = Math.abs(rounded)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** §9: '$' plus the number. A negative amount (a discount) keeps its sign in front: '-$49.75'. */
export function formatPrice(value: number): string {
  return value < 0 ? `-$${formatAmount(-value)}` : `$${formatAmount(value)}`;
}
