import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Folder of the 4:3 flag images that ship with flag-icons, one `<cc>.svg` per country. */
export const flagDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
