import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * A face for the text drawn into banner art in a script a device may have no font for. An SVG shown
 * as an image cannot use the page's web fonts, so a banner in Urdu embeds the few glyphs its text
 * needs from Noto Sans Arabic (the face the pages use for Urdu), as a subset in a data URI: on a
 * device without an Arabic-script font its letters were empty boxes. Latin text keeps the device's
 * fonts: every device has them, and an embedded face made the home page's first banner (its largest
 * paint) slower to draw. Scripts the site ships no face for (Chinese, Thai) keep the device's fonts.
 */
interface Face {
  family: string;
  /** The face's file, resolved from its package. */
  file: string;
  /** The characters this face is embedded for. */
  covers: RegExp;
}

const faces: readonly Face[] = [
  { family: 'Banner Arabic', file: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', covers: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u },
];

const require = createRequire(import.meta.url);
const sources = new Map<string, Buffer>();
function source(face: Face): Buffer {
  let data = sources.get(face.file);
  if (!data) {
    data = readFileSync(require.resolve(face.file));
    sources.set(face.file, data);
  }
  return data;
}

export interface BannerFonts {
  /** `@font-face` rules carrying the subsets. */
  css: string;
  /** The embedded families, to put first in the text's font-family. */
  families: string[];
}

/**
 * Subsets of the faces `text` needs, holding every character of it they have, as `@font-face` rules
 * (variable weight kept, so one subset draws the title, subtitle and button weights); none for text
 * in scripts every device draws.
 */
export async function bannerFonts(text: string): Promise<BannerFonts> {
  const chars = [...new Set(text)].join('');
  const used = faces.filter((face) => face.covers.test(chars));
  const subsets = await Promise.all(used.map((face) => subsetFont(source(face), chars, { targetFormat: 'woff' })));
  return {
    css: used
      .map(
        (face, i) =>
          `@font-face{font-family:'${face.family}';font-weight:100 900;src:url(data:font/woff;base64,${subsets[i]?.toString('base64') ?? ''}) format('woff')}`,
      )
      .join(''),
    families: used.map((face) => `'${face.family}'`),
  };
}
