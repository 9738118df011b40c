/**
 * A decimal amount as the header shows it: two decimals and thousands separators, worked on the
 * digits of the string so no floating point touches the money. Unreadable input shows as 0.00.
 */
export function formatBalance(amount: string): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(amount);
  if (!match || (match[2] === '' && !match[3])) return '0.00';
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  // Cut (never round) past the second decimal: the server already sends two.
  const cents = `${match[3] ?? ''}00`.slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' && (whole !== '0' || cents !== '00') ? '-' : ''}${grouped}.${cents}`;
}
