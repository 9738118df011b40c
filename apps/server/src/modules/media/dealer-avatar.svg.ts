import { createHash } from 'node:crypto';

const skins = ['#f6d2b8', '#eec1a0', '#d9a27c', '#b97d56', '#8d5a3b', '#f3d9c6'];
const hairs = ['#1f1a17', '#3b2a20', '#6b4226', '#a0522d', '#d4a373', '#2b2b3a'];
const backdrops = [
  ['#4c1d95', '#7c3aed'],
  ['#064e3b', '#10b981'],
  ['#7f1d1d', '#ef4444'],
  ['#1e3a8a', '#3b82f6'],
  ['#78350f', '#f59e0b'],
  ['#831843', '#ec4899'],
];
const outfits = ['#111827', '#7f1d1d', '#1e3a8a', '#065f46', '#4c1d95', '#f8fafc'];

/**
 * A live dealer's portrait, drawn locally: a pure function of the model id (the same id always
 * gives the same picture), so it is cached like any generated image and nothing is fetched.
 */
export function dealerAvatarSvg(modelId: string): string {
  const h = createHash('sha256').update(`avatar:${modelId}`).digest();
  const pick = <T>(list: readonly T[], i: number): T => list[(h[i] ?? 0) % list.length] as T;
  const skin = pick(skins, 0);
  const hair = pick(hairs, 1);
  const [bg1, bg2] = pick(backdrops, 2);
  const outfit = pick(outfits, 3);
  const longHair = (h[4] ?? 0) % 3 !== 0;
  const smile = 6 + ((h[5] ?? 0) % 5);
  const id = `d${modelId.replace(/[^a-z0-9]/gi, '')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Dealer">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="128" height="128" rx="64" fill="url(#${id})"/>` +
    (longHair ? `<path d="M30 70 Q28 26 64 24 Q100 26 98 70 L98 104 L30 104 Z" fill="${hair}"/>` : '') +
    `<path d="M22 128 Q24 96 64 94 Q104 96 106 128 Z" fill="${outfit}"/>` +
    `<path d="M56 84 h16 v14 q-8 6 -16 0 Z" fill="${skin}"/>` +
    `<ellipse cx="64" cy="60" rx="24" ry="28" fill="${skin}"/>` +
    `<path d="M39 54 Q40 30 64 30 Q88 30 89 54 Q76 42 64 44 Q50 42 39 54 Z" fill="${hair}"/>` +
    `<circle cx="55" cy="62" r="3" fill="#1f2937"/><circle cx="73" cy="62" r="3" fill="#1f2937"/>` +
    `<path d="M${64 - smile} 74 Q64 ${78 + smile / 3} ${64 + smile} 74" stroke="#9f1239" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  );
}
