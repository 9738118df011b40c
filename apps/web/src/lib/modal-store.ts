import { createStore } from './create-store.ts';

/**
 * The modal stack. Any part of the site can open a modal by kind; the app's modal host knows how
 * to draw each kind. While at least one modal is open the page behind it does not scroll, and the
 * scroll position it had is restored when the last one closes. Dialogs drawn directly (outside the
 * stack) hold the same scroll lock, so the page stays still until every one of them is closed.
 */
export type ModalKind = 'login' | 'register' | 'notice' | 'announcement' | 'forgotPassword' | 'changePassword' | 'warning' | 'withdrawalConfirm' | 'chatRoom';

export interface ModalEntry {
  id: number;
  kind: ModalKind;
  props: Record<string, unknown>;
}

interface ModalState {
  stack: ModalEntry[];
}

const store = createStore<ModalState>({ stack: [] });
let nextId = 1;

const LOCKED_STYLE_PROPS = ['position', 'top', 'width', 'overflow', 'paddingInlineEnd'] as const;
type LockedStyle = Record<(typeof LOCKED_STYLE_PROPS)[number], string>;

interface ScrollLock {
  position: number;
  style: LockedStyle;
}
let scrollLock: ScrollLock | null = null;
// Holders of the lock: the stack (once, while non-empty) and every open dialog. Only the first
// holder freezes the page, so the position saved is the real one, not that of the frozen body.
let holders = 0;

function freezePage() {
  const body = document.body;
  const position = window.scrollY;
  const style = Object.fromEntries(LOCKED_STYLE_PROPS.map((p) => [p, body.style[p] ?? ''])) as LockedStyle;
  scrollLock = { position, style };
  // Keep the page where it was and keep its width when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.position = 'fixed';
  body.style.top = `-${position}px`;
  body.style.width = '100%';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
  body.dataset.scrollLocked = 'true';
}

function thawPage() {
  if (!scrollLock) return;
  const { position, style } = scrollLock;
  scrollLock = null;
  const body = document.body;
  for (const p of LOCKED_STYLE_PROPS) body.style[p] = style[p];
  delete body.dataset.scrollLocked;
  window.scrollTo(0, position);
}

/**
 * Stops the page from scrolling until the returned release is called; the page scrolls again, back
 * at its old position, when the last holder releases. Releasing twice counts once.
 */
export function lockScroll(): () => void {
  holders += 1;
  if (holders === 1) freezePage();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) thawPage();
  };
}

let releaseStackLock: (() => void) | null = null;
store.subscribe(() => {
  const open = store.get().stack.length > 0;
  if (open && !releaseStackLock) releaseStackLock = lockScroll();
  else if (!open && releaseStackLock) {
    releaseStackLock();
    releaseStackLock = null;
  }
});

export function openModal(kind: ModalKind, props: Record<string, unknown> = {}): number {
  const existing = store.get().stack.find((m) => m.kind === kind);
  if (existing) return existing.id;
  const id = nextId++;
  store.set((s) => ({ stack: [...s.stack, { id, kind, props }] }));
  return id;
}

/** Closes one modal by id, or the top one. */
export function closeModal(id?: number): void {
  store.set((s) => {
    if (s.stack.length === 0) return s;
    const target = id ?? s.stack[s.stack.length - 1]?.id;
    return { stack: s.stack.filter((m) => m.id !== target) };
  });
}

export function closeModalKind(kind: ModalKind): void {
  store.set((s) => (s.stack.some((m) => m.kind === kind) ? { stack: s.stack.filter((m) => m.kind !== kind) } : s));
}

export function closeAllModals(): void {
  store.set((s) => (s.stack.length ? { stack: [] } : s));
}

export function useModalStack(): ModalEntry[] {
  return store.useStore((s) => s.stack);
}

/** The open modals, oldest first, outside React (for tests and diagnostics). */
export function modalStack(): readonly ModalEntry[] {
  return store.get().stack;
}

/** The scroll position remembered while modals or dialogs are open (for tests and diagnostics). */
export function lockedScrollPosition(): number | null {
  return scrollLock ? scrollLock.position : null;
}
