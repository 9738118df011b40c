/** The id a link's fragment names (`#faq-2` → `faq-2`); one that cannot be decoded (`#%zz`, `#100%`) names none. */
export function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
