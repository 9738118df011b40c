import DOMPurify from 'dompurify';

/** Operator-written HTML (announcements, help) is cleaned before it is shown. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
