/**
 * Pictures drawn on the server as SVG, so the demo needs no image files and no outside host:
 * game tiles, vendor logos, banners, customer-service icons and brand marks. Every picture is a
 * pure function of its inputs, so it can be cached for long.
 */
import { hash32 } from '../../seed/prng.ts';

const FONT = "'Plus Jakarta Sans', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;
}

function hueOf(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 270;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x ?? '0', 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

/** A deterministic sequence of numbers in [0, 1) from a text. */
function sequence(text: string) {
  let state = hash32(text) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotate + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

function sparkle(x: number, y: number, r: number, opacity: number): string {
  return `<polygon points="${starPoints(x, y, r, r * 0.28, 4, 0)}" fill="#fff" opacity="${opacity.toFixed(2)}"/>`;
}

// ---------- glyphs, drawn around (0, 0) within about 120 x 120 ----------

type Glyph = (fill: string, ink: string, text: string) => string;

const stroke = (ink: string, w = 4) => `stroke="${ink}" stroke-width="${w}" stroke-linejoin="round"`;

const glyphs: Record<string, Glyph> = {
  star: (f, ink) => `<polygon points="${starPoints(0, 4, 62, 27)}" fill="${f}" ${stroke(ink)}/>`,
  gem: (f, ink) =>
    `<polygon points="-52,-22 -28,-48 28,-48 52,-22 0,50" fill="${f}" ${stroke(ink)}/>` +
    `<polyline points="-52,-22 52,-22 M-28,-48" fill="none" ${stroke(ink, 3)}/>` +
    `<polyline points="-28,-48 -14,-22 0,50 14,-22 28,-48" fill="none" ${stroke(ink, 3)}/>` +
    `<polygon points="-14,-22 0,-48 14,-22" fill="#fff" opacity=".45"/>`,
  crown: (f, ink) =>
    `<path d="M-58,34 L-62,-30 L-30,0 L0,-48 L30,0 L62,-30 L58,34 Z" fill="${f}" ${stroke(ink)}/>` +
    `<rect x="-60" y="30" width="120" height="18" rx="6" fill="${f}" ${stroke(ink)}/>` +
    `<circle cx="0" cy="-50" r="8" fill="#fff" ${stroke(ink, 3)}/><circle cx="-62" cy="-32" r="7" fill="#fff" ${stroke(ink, 3)}/><circle cx="62" cy="-32" r="7" fill="#fff" ${stroke(ink, 3)}/>`,
  coin: (f, ink) =>
    `<circle r="58" fill="${f}" ${stroke(ink)}/><circle r="44" fill="none" ${stroke(ink, 3)} stroke-dasharray="6 5"/>` +
    `<polygon points="${starPoints(0, 3, 28, 12)}" fill="#fff" opacity=".9"/>`,
  seven: (f, ink) =>
    `<text x="0" y="48" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="900" font-style="italic" fill="${f}" ${stroke(ink, 5)} paint-order="stroke">7</text>`,
  cherry: (_f, ink) =>
    `<path d="M-22,10 C-18,-30 0,-50 30,-58 M22,18 C20,-20 24,-40 30,-58" fill="none" stroke="#14532d" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M30,-58 C50,-66 64,-52 58,-40 C44,-40 36,-46 30,-58 Z" fill="#22c55e" ${stroke('#14532d', 3)}/>` +
    `<circle cx="-26" cy="26" r="30" fill="#ef4444" ${stroke(ink)}/><circle cx="26" cy="34" r="30" fill="#dc2626" ${stroke(ink)}/>` +
    `<circle cx="-36" cy="14" r="8" fill="#fff" opacity=".6"/><circle cx="16" cy="22" r="8" fill="#fff" opacity=".6"/>`,
  bell: (f, ink) =>
    `<path d="M-50,34 C-44,22 -40,10 -40,-10 C-40,-38 -22,-54 0,-54 C22,-54 40,-38 40,-10 C40,10 44,22 50,34 Z" fill="${f}" ${stroke(ink)}/>` +
    `<rect x="-56" y="32" width="112" height="14" rx="7" fill="${f}" ${stroke(ink)}/><circle cx="0" cy="54" r="11" fill="${f}" ${stroke(ink)}/>` +
    `<path d="M-22,-30 C-26,-14 -26,2 -24,16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".55"/>`,
  clover: (f, ink) =>
    `<path d="M0,20 C6,40 14,52 26,60" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
    ['0,-28', '28,0', '0,28', '-28,0'].map((c) => `<circle cx="${c.split(',')[0]}" cy="${c.split(',')[1]}" r="27" fill="#22c55e" ${stroke(ink)}/>`).join('') +
    `<circle r="10" fill="${f}" ${stroke(ink, 3)}/>`,
  flame: (f, ink) =>
    `<path d="M0,60 C-40,60 -56,30 -48,0 C-42,-24 -20,-30 -18,-58 C10,-40 20,-20 16,-2 C24,-10 30,-20 30,-32 C52,-10 56,20 44,38 C34,54 18,60 0,60 Z" fill="${f}" ${stroke(ink)}/>` +
    `<path d="M0,52 C-18,52 -26,38 -22,24 C-18,10 -6,6 -4,-8 C10,4 16,16 12,26 C20,24 22,18 24,12 C32,28 24,52 0,52 Z" fill="#fff" opacity=".6"/>`,
  fish: (f, ink) =>
    `<path d="M-56,0 C-30,-44 30,-44 46,0 C30,44 -30,44 -56,0 Z" fill="${f}" ${stroke(ink)}/>` +
    `<path d="M40,0 L68,-30 L64,0 L68,30 Z" fill="${f}" ${stroke(ink)}/>` +
    `<circle cx="-28" cy="-8" r="8" fill="#fff" ${stroke(ink, 3)}/><circle cx="-28" cy="-8" r="3" fill="${ink}"/>` +
    `<path d="M-6,-26 C4,-12 4,12 -6,26 M10,-24 C20,-10 20,10 10,24" fill="none" ${stroke(ink, 3)}/>`,
  cards: (f, ink) =>
    `<g transform="rotate(-14)"><rect x="-58" y="-52" width="66" height="94" rx="10" fill="#fff" ${stroke(ink)}/>` +
    `<text x="-25" y="8" text-anchor="middle" font-family="${FONT}" font-size="44" fill="#111827">&#9824;</text></g>` +
    `<g transform="rotate(12)"><rect x="-6" y="-50" width="66" height="94" rx="10" fill="${f}" ${stroke(ink)}/>` +
    `<text x="27" y="10" text-anchor="middle" font-family="${FONT}" font-size="44" fill="#dc2626">&#9829;</text></g>`,
  chip: (f, ink) =>
    `<circle r="58" fill="${f}" ${stroke(ink)}/><circle r="58" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="18 27.5" opacity=".85"/>` +
    `<circle r="36" fill="none" ${stroke(ink, 3)}/><circle r="30" fill="#fff" opacity=".25"/>`,
  ball: (f, ink) =>
    `<circle r="56" fill="#fff" ${stroke(ink)}/><polygon points="${starPoints(0, 0, 20, 20, 5)}" fill="${ink}"/>` +
    `<path d="M0,-20 L0,-56 M19,-6 L50,-22 M12,16 L32,46 M-12,16 L-32,46 M-19,-6 L-50,-22" ${stroke(ink, 3)}/>` +
    `<circle r="56" fill="none" stroke="${f}" stroke-width="5" opacity=".8"/>`,
  rocket: (f, ink) =>
    `<g transform="rotate(35)"><path d="M0,-64 C24,-40 26,-6 20,30 L-20,30 C-26,-6 -24,-40 0,-64 Z" fill="#f8fafc" ${stroke(ink)}/>` +
    `<circle cx="0" cy="-18" r="11" fill="${f}" ${stroke(ink, 3)}/>` +
    `<path d="M-20,8 L-38,36 L-18,30 Z M20,8 L38,36 L18,30 Z" fill="${f}" ${stroke(ink, 3)}/>` +
    `<path d="M-12,32 C-10,52 0,64 0,64 C0,64 10,52 12,32 Z" fill="#f97316" ${stroke(ink, 3)}/></g>`,
  balls: (f, ink, text) => {
    const n = (hash32(text) % 90) + 1;
    return [
      [-34, 18, '#ef4444', n],
      [34, 18, '#3b82f6', (n * 7) % 90 + 1],
      [0, -26, f, (n * 13) % 90 + 1],
    ]
      .map(
        ([x, y, c, v]) =>
          `<circle cx="${x}" cy="${y}" r="32" fill="${c}" ${stroke(ink)}/><circle cx="${x}" cy="${y}" r="18" fill="#fff"/>` +
          `<text x="${x}" y="${Number(y) + 7}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#111827">${v}</text>`,
      )
      .join('');
  },
  dice: (f, ink) =>
    `<g transform="rotate(-12)"><rect x="-50" y="-50" width="100" height="100" rx="18" fill="#fff" ${stroke(ink)}/>` +
    ['-24,-24', '24,-24', '0,0', '-24,24', '24,24'].map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="9" fill="${f === '#fff' ? ink : '#dc2626'}"/>`).join('') +
    `</g>`,
  monogram: (f, ink, text) =>
    `<circle r="58" fill="${f}" ${stroke(ink)}/><circle r="48" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
    `<text x="0" y="18" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="900" fill="${ink}">${escapeXml(text)}</text>`,
};

const slotGlyphs = ['star', 'gem', 'crown', 'coin', 'seven', 'cherry', 'bell', 'clover', 'flame', 'monogram'];

function glyphFor(category: string, classify: string | null, seed: number): string {
  if (category === 'FISH') return 'fish';
  if (category === 'LIVE') return seed % 2 === 0 ? 'chip' : 'cards';
  if (category === 'PVP') return 'cards';
  if (category === 'SPORTS') return 'ball';
  if (category === 'CRASH') return seed % 3 === 0 ? 'dice' : 'rocket';
  if (category === 'LOTT' || category === 'ELOTT') return 'balls';
  if (classify === 'VP' || classify === 'TG') return 'cards';
  if (classify === 'BG' || classify === 'SC') return 'balls';
  if (classify === 'JP') return 'crown';
  if (classify === 'AC') return 'dice';
  return slotGlyphs[seed % slotGlyphs.length] ?? 'star';
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w) && !['of', 'the'].includes(w.toLowerCase()));
  return (words.slice(0, 2).map((w) => w[0]).join('') || name.slice(0, 2)).toUpperCase();
}

/** Splits a name into at most two lines that fit a tile. */
function wrap(name: string, perLine: number): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && `${line} ${w}`.length > perLine) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > 2) {
    const second = lines.slice(1).join(' ');
    return [lines[0] ?? '', second.length > perLine ? `${second.slice(0, perLine - 1)}…` : second];
  }
  return lines;
}

const classifyLabel: Record<string, string> = { SC: 'SCRATCH', VP: 'VIDEO POKER', JP: 'JACKPOT', TG: 'TABLE', AC: 'ARCADE', BG: 'BINGO' };

export interface GameArt {
  gameCode: string;
  name: string;
  vendor: string;
  category: string;
  classify: string | null;
  color: string;
  accent: string;
}

/** A square game tile: gradient, light rays, a glyph, the vendor mark and the game's name. */
export function gameIconSvg(g: GameArt): string {
  const rnd = sequence(`${g.vendor}/${g.gameCode}`);
  const seed = hash32(g.gameCode);
  const id = (seed % 1_000_000).toString(36);
  const hue = hueOf(g.color) + (rnd() * 140 - 70);
  const c1 = hsl(hue, 78, 52);
  const c2 = hsl(hue + 35 + rnd() * 30, 82, 24);
  const accentHue = hueOf(g.accent);
  const glyphName = glyphFor(g.category, g.classify, seed);
  const glyph: Glyph = glyphs[glyphName] ?? ((f, ink) => `<polygon points="${starPoints(0, 4, 62, 27)}" fill="${f}" ${stroke(ink)}/>`);
  const ink = hsl(hue + 20, 70, 16);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const b = ((i * 30 + 12) * Math.PI) / 180;
    return `M128,104 L${(128 + 220 * Math.cos(a)).toFixed(0)},${(104 + 220 * Math.sin(a)).toFixed(0)} L${(128 + 220 * Math.cos(b)).toFixed(0)},${(104 + 220 * Math.sin(b)).toFixed(0)} Z`;
  }).join(' ');
  const sparkles = Array.from({ length: 6 }, () => sparkle(18 + rnd() * 220, 40 + rnd() * 120, 4 + rnd() * 7, 0.45 + rnd() * 0.5)).join('');
  const lines = wrap(g.name, 15);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = longest <= 11 ? 23 : longest <= 13 ? 21 : 18;
  const textY = lines.length === 1 ? 226 : 208;
  const nameText = lines
    .map(
      (l, i) =>
        `<text x="128" y="${textY + i * (size + 4)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="4" paint-order="stroke">${escapeXml(l)}</text>`,
    )
    .join('');
  const vendorLabel = g.vendor.replace(/_/g, ' ');
  const pillWidth = Math.max(34, vendorLabel.length * 8 + 16);
  const badge = g.classify
    ? `<g><rect x="${244 - (classifyLabel[g.classify] ?? g.classify).length * 7 - 14}" y="12" width="${(classifyLabel[g.classify] ?? g.classify).length * 7 + 14}" height="22" rx="11" fill="${g.accent}"/>` +
      `<text x="${237}" y="27.5" text-anchor="end" font-family="${FONT}" font-size="11" font-weight="800" fill="#1f2937">${classifyLabel[g.classify] ?? g.classify}</text></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeXml(g.name)}">` +
    `<defs>` +
    `<linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<radialGradient id="g${id}" cx=".5" cy=".4" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="m${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(accentHue, 100, 90)}"/><stop offset=".5" stop-color="${g.accent}"/><stop offset="1" stop-color="${hsl(accentHue - 10, 85, 38)}"/></linearGradient>` +
    `<linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>` +
    `<clipPath id="c${id}"><rect width="256" height="256" rx="28"/></clipPath>` +
    `</defs>` +
    `<g clip-path="url(#c${id})">` +
    `<rect width="256" height="256" fill="url(#b${id})"/>` +
    `<path d="${rays}" fill="#fff" opacity=".09"/>` +
    `<circle cx="128" cy="104" r="120" fill="url(#g${id})"/>` +
    `<circle cx="${(30 + rnd() * 40).toFixed(0)}" cy="${(150 + rnd() * 40).toFixed(0)}" r="${(40 + rnd() * 30).toFixed(0)}" fill="#fff" opacity=".06"/>` +
    sparkles +
    `<g transform="translate(128 ${lines.length === 1 ? 110 : 100}) scale(${lines.length === 1 ? 0.95 : 0.85})">${glyph(`url(#m${id})`, ink, initials(g.name))}</g>` +
    `<rect width="256" height="256" fill="url(#s${id})"/>` +
    nameText +
    `<rect x="12" y="12" width="${pillWidth}" height="22" rx="11" fill="#000" fill-opacity=".38"/>` +
    `<text x="${12 + pillWidth / 2}" y="27.5" text-anchor="middle" font-family="${FONT}" font-size="12" font-weight="800" fill="#fff" letter-spacing=".5">${escapeXml(vendorLabel)}</text>` +
    badge +
    `</g>` +
    `<rect x="1.5" y="1.5" width="253" height="253" rx="27" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>` +
    `</svg>`
  );
}

export const vendorLogoVariants = ['default', 'active', 'white', 'colour', 'purple'] as const;
export type VendorLogoVariant = (typeof vendorLogoVariants)[number];

/** A vendor logo: emblem and wordmark, in one of the five variants the menus use. */
export function vendorLogoSvg(v: { code: string; label: string; color: string; accent: string; variant: VendorLogoVariant }): string {
  const id = (hash32(`${v.code}/${v.variant}`) % 1_000_000).toString(36);
  const word = v.label.toUpperCase();
  const size = Math.min(30, Math.floor(150 / (Math.max(word.length, 1) * 0.72)));
  const palette: Record<VendorLogoVariant, { bg: string; text: string; emblem: string; emblemText: string }> = {
    default: { bg: 'none', text: '#9ca3af', emblem: '#9ca3af', emblemText: '#fff' },
    active: { bg: `url(#a${id})`, text: '#fff', emblem: v.accent, emblemText: '#111827' },
    white: { bg: 'none', text: '#fff', emblem: '#fff', emblemText: v.color },
    colour: { bg: 'none', text: v.color, emblem: `url(#a${id})`, emblemText: '#fff' },
    purple: { bg: 'none', text: '#8b5cf6', emblem: '#8b5cf6', emblemText: '#fff' },
  };
  const p = palette[v.variant];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(v.label)}">` +
    `<defs><linearGradient id="a${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${v.color}"/><stop offset="1" stop-color="${hsl(hueOf(v.color) + 40, 80, 30)}"/></linearGradient></defs>` +
    (p.bg === 'none' ? '' : `<rect width="240" height="80" rx="16" fill="${p.bg}"/>`) +
    `<g transform="translate(40 40)"><polygon points="0,-26 22.5,-13 22.5,13 0,26 -22.5,13 -22.5,-13" fill="${p.emblem}"/>` +
    `<text x="0" y="8" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="900" fill="${p.emblemText}">${escapeXml(word.slice(0, 1))}</text></g>` +
    `<text x="76" y="${40 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="900" fill="${p.text}" letter-spacing="1">${escapeXml(word)}</text>` +
    `</svg>`
  );
}

const bannerThemes: Record<string, { from: string; to: string; accent: string }> = {
  violet: { from: '#2e1065', to: '#7c3aed', accent: '#fbbf24' },
  sunset: { from: '#7c2d12', to: '#db2777', accent: '#fde68a' },
  ocean: { from: '#082f49', to: '#0891b2', accent: '#a5f3fc' },
  emerald: { from: '#022c22', to: '#059669', accent: '#fef08a' },
};

const bannerSizes: Record<string, [number, number]> = {
  w_home: [1200, 400],
  w_promo: [1200, 400],
  // The sign-in popups show their banner as a strip above the form (18:5).
  w_login: [720, 200],
  w_register: [720, 200],
  w_forget: [720, 200],
  w_leftmenu: [480, 160],
};

export const playNow: Record<string, string> = { EN: 'Play now', UR: 'ابھی کھیلیں', ZH: '立即游戏', TH: 'เล่นเลย', VI: 'Chơi ngay' };

/**
 * A banner with title art: themed gradient, coins and sparkles, title, subtitle and a call to action
 * (none when `cta` is empty: a banner that leads nowhere invites no click).
 */
export function bannerSvg(b: {
  code: string;
  group: string;
  title: string;
  subtitle: string;
  theme: string;
  cta: string;
  rtl: boolean;
  /** Embedded subsets of the site's faces for this text (see banner-fonts); the device's fonts without. */
  fonts?: { css: string; families: string[] };
}): string {
  const [w, h] = bannerSizes[b.group] ?? [1200, 400];
  const t = bannerThemes[b.theme] ?? bannerThemes.violet ?? { from: '#2e1065', to: '#7c3aed', accent: '#fbbf24' };
  const rnd = sequence(`banner/${b.code}`);
  const id = (hash32(b.code) % 1_000_000).toString(36);
  const k = h / 400;
  const titleSize = Math.round(Math.min(64 * k, (w * 0.55) / Math.max(b.title.length * 0.55, 1)));
  const subSize = Math.max(15, Math.round(26 * k));
  const pad = Math.round(56 * k);
  // In right-to-left text "start" is the right edge, so the anchor stays "start" either way.
  const anchor = 'start';
  const textX = b.rtl ? w - pad : pad;
  const artX = b.rtl ? w * 0.22 : w * 0.78;
  const coins = Array.from({ length: 5 }, (_, i) => {
    const cx = artX + (rnd() - 0.5) * w * 0.3;
    const cy = h * (0.2 + rnd() * 0.6);
    const r = (18 + rnd() * 26) * k;
    return `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)}) rotate(${(rnd() * 60 - 30).toFixed(0)})"><ellipse rx="${r.toFixed(1)}" ry="${(r * 0.92).toFixed(1)}" fill="url(#c${id})" stroke="#78350f" stroke-width="${(2 * k).toFixed(1)}"/>` +
      `<ellipse rx="${(r * 0.68).toFixed(1)}" ry="${(r * 0.62).toFixed(1)}" fill="none" stroke="#78350f" stroke-opacity=".5" stroke-width="${(1.5 * k).toFixed(1)}"/>${i % 2 ? `<polygon points="${starPoints(0, 0, r * 0.4, r * 0.17)}" fill="#fff" opacity=".8"/>` : ''}</g>`;
  }).join('');
  const sparkles = Array.from({ length: 14 }, () => sparkle(rnd() * w, rnd() * h, (3 + rnd() * 9) * k, 0.3 + rnd() * 0.6)).join('');
  const ctaWidth = Math.max(150, b.cta.length * 16 + 60) * k;
  const ctaX = b.rtl ? w - pad - ctaWidth : pad;
  const showSub = b.subtitle && h >= 200;
  const showCta = b.cta !== '' && h >= 200;
  // Without a call to action the title and subtitle sit in the middle.
  const titleY = h * (showSub ? (showCta ? 0.42 : 0.48) : 0.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(b.title)}">` +
    `<defs>` +
    `<linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>` +
    `<radialGradient id="l${id}" cx="${b.rtl ? 0.22 : 0.78}" cy=".45" r=".5"><stop offset="0" stop-color="${t.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="c${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset=".5" stop-color="#fbbf24"/><stop offset="1" stop-color="#b45309"/></linearGradient>` +
    // Drawn under 600 px wide (a phone), the subtitle would be a few pixels tall: it is left out, and
    // the call to action grows from its start edge.
    `<style>${b.fonts?.css ?? ''}@media (max-width:599px){.banner-sub{display:none}.banner-cta{transform:scale(1.6);transform-box:fill-box;transform-origin:${b.rtl ? 'right' : 'left'} center}}</style>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b${id})"/>` +
    `<rect width="${w}" height="${h}" fill="url(#l${id})"/>` +
    `<g fill="#fff" opacity=".07">` +
    Array.from({ length: 5 }, (_, i) => `<rect x="${(w * 0.1 + i * w * 0.18).toFixed(0)}" y="${-h}" width="${(30 * k).toFixed(0)}" height="${h * 3}" transform="rotate(28 ${w / 2} ${h / 2})"/>`).join('') +
    `</g>` +
    `<circle cx="${artX.toFixed(0)}" cy="${(h * 0.5).toFixed(0)}" r="${(h * 0.38).toFixed(0)}" fill="none" stroke="${t.accent}" stroke-opacity=".35" stroke-width="${(6 * k).toFixed(1)}"/>` +
    `<polygon points="${starPoints(artX, h * 0.5, h * 0.26, h * 0.11)}" fill="url(#c${id})" stroke="#78350f" stroke-width="${(3 * k).toFixed(1)}"/>` +
    coins +
    sparkles +
    `<g direction="${b.rtl ? 'rtl' : 'ltr'}" font-family="${escapeXml([...(b.fonts?.families ?? []), FONT].join(', '))}">` +
    `<text x="${textX}" y="${titleY.toFixed(0)}" text-anchor="${anchor}" font-size="${titleSize}" font-weight="900" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="${(4 * k).toFixed(1)}" paint-order="stroke">${escapeXml(b.title)}</text>` +
    (showSub
      ? `<text class="banner-sub" x="${textX}" y="${(titleY + subSize * 1.7).toFixed(0)}" text-anchor="${anchor}" font-size="${subSize}" font-weight="600" fill="#fff" fill-opacity=".9">${escapeXml(b.subtitle)}</text>`
      : '') +
    (showCta
      ? `<g class="banner-cta"><rect x="${ctaX.toFixed(0)}" y="${(h * 0.68).toFixed(0)}" width="${ctaWidth.toFixed(0)}" height="${(54 * k).toFixed(0)}" rx="${(27 * k).toFixed(0)}" fill="${t.accent}"/>` +
        `<text x="${(ctaX + ctaWidth / 2).toFixed(0)}" y="${(h * 0.68 + 36 * k).toFixed(0)}" text-anchor="middle" font-size="${(22 * k).toFixed(0)}" font-weight="800" fill="#1f2937">${escapeXml(b.cta)}</text></g>`
      : '') +
    `</g></svg>`
  );
}

const csStyles: Record<string, { color: string; glyph: string }> = {
  LIVECHAT: { color: '#7c3aed', glyph: '<path d="M18,22 h28 a6,6 0 0 1 6,6 v14 a6,6 0 0 1 -6,6 h-16 l-9,8 v-8 h-3 a6,6 0 0 1 -6,-6 v-14 a6,6 0 0 1 6,-6 z" fill="#fff"/><circle cx="24" cy="35" r="3" fill="#7c3aed"/><circle cx="32" cy="35" r="3" fill="#7c3aed"/><circle cx="40" cy="35" r="3" fill="#7c3aed"/>' },
  TELEGRAM: { color: '#229ed9', glyph: '<path d="M14,31 L50,17 L44,48 L33,39 L27,45 L27,37 L44,23 L23,35 Z" fill="#fff"/>' },
  WHATSAPP: { color: '#25d366', glyph: '<path d="M24,18 c3,0 5,7 5,8 c0,2 -3,3 -3,5 c1,4 5,8 9,9 c2,0 3,-3 5,-3 c1,0 8,2 8,5 c0,4 -5,7 -9,6 c-10,-2 -19,-11 -21,-21 c-1,-4 2,-9 6,-9 z" fill="#fff"/>' },
  LINE: { color: '#06c755', glyph: '<text x="32" y="38" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="900" fill="#fff">LINE</text>' },
  EMAIL: { color: '#f59e0b', glyph: '<rect x="15" y="20" width="34" height="24" rx="4" fill="#fff"/><path d="M16,22 L32,34 L48,22" fill="none" stroke="#f59e0b" stroke-width="3"/>' },
  FACEBOOK: { color: '#1877f2', glyph: '<path d="M35,52 v-17 h6 l1,-7 h-7 v-4 c0,-2 1,-3 3,-3 h4 v-6 c-1,0 -3,0 -6,0 c-6,0 -9,3 -9,9 v4 h-6 v7 h6 v17 z" fill="#fff"/>' },
  YOUTUBE: { color: '#ff0000', glyph: '<rect x="13" y="20" width="38" height="26" rx="8" fill="#fff"/><path d="M28,26 L39,33 L28,40 Z" fill="#ff0000"/>' },
};

export function customerServiceIconSvg(type: string): string {
  const s = csStyles[type] ?? { color: '#6b7280', glyph: `<text x="32" y="40" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="900" fill="#fff">${escapeXml(type.slice(0, 1))}</text>` };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(type)}"><circle cx="32" cy="32" r="31" fill="${s.color}"/>${s.glyph}</svg>`;
}

export const knownCustomerServiceIcons = Object.keys(csStyles);

/** Brand marks: the logo wordmark, the site icon, the default avatar and game tile, the sports entrance. */
export function brandSvg(name: string): string | null {
  const emblem = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="30" fill="url(#brand)"/><polygon points="${starPoints(0, 2, 20, 8.5)}" fill="#fff"/></g>`;
  const defs = `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#6d28d9"/></linearGradient><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>`;
  switch (name) {
    case 'logo':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80" width="320" height="80" role="img" aria-label="Lumen">${defs}${emblem(40, 40, 1)}<text x="84" y="54" font-family="${FONT}" font-size="42" font-weight="900" fill="url(#gold)" letter-spacing="3">LUMEN</text></svg>`;
    case 'icon':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${defs}${emblem(32, 32, 1)}</svg>`;
    case 'avatar':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="avatar">${defs}<circle cx="48" cy="48" r="48" fill="url(#brand)"/><circle cx="48" cy="38" r="17" fill="#ede9fe"/><path d="M18,84 C22,64 34,58 48,58 C62,58 74,64 78,84 Z" fill="#ede9fe"/></svg>`;
    case 'game':
      return gameIconSvg({ gameCode: 'fallback', name: 'Game', vendor: 'LUMEN', category: 'RNG', classify: null, color: '#6d28d9', accent: '#fbbf24' });
    case 'sports':
      return bannerSvg({ code: 'sports-entrance', group: 'w_home', title: 'Sports', subtitle: 'Football, cricket, basketball and more', theme: 'emerald', cta: 'Bet now', rtl: false });
    default:
      return null;
  }
}
