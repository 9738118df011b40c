/** A mobile number as stored: dialing code with a plus, national digits without leading zeros. */
export interface Mobile {
  country: string;
  num: string;
  /** The one string codes and outbox messages are addressed to, e.g. "+92 3001234567". */
  target: string;
}

export function normalizeMobile(countryDialingCode: string, mobileNum: string): Mobile {
  const country = `+${countryDialingCode.replace(/[^0-9]/g, '').replace(/^0+/, '')}`;
  const num = mobileNum.replace(/[^0-9]/g, '').replace(/^0+/, '');
  return { country, num, target: `${country} ${num}` };
}

/** +92 300****567: enough to recognise one's own number, not to learn someone else's. */
export function maskMobile(country: string | null, num: string | null): string | null {
  if (!country || !num) return null;
  if (num.length <= 4) return `${country} ${'*'.repeat(num.length)}`;
  const head = num.slice(0, Math.min(3, num.length - 4));
  const tail = num.slice(-3);
  return `${country} ${head}${'*'.repeat(num.length - head.length - tail.length)}${tail}`;
}

/** pl****@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}****${email.slice(at)}`;
}
