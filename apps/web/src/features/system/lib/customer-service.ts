import { type CustomerService, decodeCsPath } from '@lumen/contracts/system/system.contract';

/** Customer-service windows open at this size (the chat vendors' layouts expect it). */
export const CS_WINDOW_WIDTH = 440;
export const CS_WINDOW_HEIGHT = 750;

const SOCIAL_TYPES = new Set(['FACEBOOK', 'YOUTUBE']);

export function isSocial(entry: CustomerService): boolean {
  return SOCIAL_TYPES.has(entry.csType.toUpperCase());
}

export function socialEntry(list: readonly CustomerService[] | undefined, type: 'FACEBOOK' | 'YOUTUBE') {
  return list?.find((e) => e.csType.toUpperCase() === type);
}

/** Channels that open a chat window (everything but the social pages). */
export function chatChannels(list: readonly CustomerService[] | undefined): CustomerService[] {
  return (list ?? []).filter((e) => !isSocial(e));
}

/** The plain address of an entry; only http(s), mailto and tel addresses are used. */
export function customerServiceUrl(entry: CustomerService): string | null {
  const url = decodeCsPath(entry.path).trim();
  return /^(https?:|mailto:|tel:)/i.test(url) ? url : null;
}

export function csWindowFeatures(screenWidth = window.screen.width, screenHeight = window.screen.height): string {
  const left = Math.max(0, Math.round((screenWidth - CS_WINDOW_WIDTH) / 2));
  const top = Math.max(0, Math.round((screenHeight - CS_WINDOW_HEIGHT) / 2));
  return `popup=yes,width=${CS_WINDOW_WIDTH},height=${CS_WINDOW_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
}

/** Opens a customer-service channel in its own 440 x 750 window. */
export function openCustomerService(entry: CustomerService): void {
  const url = customerServiceUrl(entry);
  if (!url) return;
  if (/^(mailto:|tel:)/i.test(url)) {
    window.location.href = url;
    return;
  }
  window.open(url, `cs-${entry.csType.toLowerCase()}`, csWindowFeatures());
}
