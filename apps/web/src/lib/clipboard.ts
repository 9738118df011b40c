/**
 * Copies text; falls back to a hidden text area where the Clipboard API is unavailable or refused.
 * False when neither copied it.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand?.('copy') ?? false;
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }
}
