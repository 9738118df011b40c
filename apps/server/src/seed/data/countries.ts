import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@lumen/contracts/i18n/languages';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { flagDir } from '../../lib/flags.ts';
import type { Translated } from '../../lib/translated.ts';


/** Territories with a flag but no entry in the phone metadata. */
const extraDialingCodes: Record<string, string> = { AQ: '672', BV: '47', HM: '672', TF: '262', UM: '1', PN: '64', GS: '500' };

export interface CountrySeed {
  code: string;
  dialingCode: string;
  name: Translated;
}

/** Every ISO country that has both a flag image and a dialing code, sorted by English name. */
export function countrySeeds(): CountrySeed[] {
  const flags = JSON.parse(readFileSync(path.join(path.dirname(flagDir), '..', 'country.json'), 'utf8')) as {
    code: string;
    name: string;
    iso: boolean;
  }[];
  const phone = new Set<string>(getCountries());
  const names = languages.map((l) => ({ code: l.code, names: new Intl.DisplayNames([l.locale], { type: 'region' }) }));
  const out: CountrySeed[] = [];
  for (const f of flags) {
    const code = f.code.toUpperCase();
    if (!f.iso || !/^[A-Z]{2}$/.test(code)) continue;
    const dialing = phone.has(code) ? getCountryCallingCode(code as CountryCode) : extraDialingCodes[code];
    if (!dialing) continue;
    const name: Translated = { EN: f.name };
    for (const n of names) {
      if (n.code === 'EN') continue;
      const local = n.names.of(code);
      if (local && local !== code) name[n.code] = local;
    }
    out.push({ code, dialingCode: `+${dialing}`, name });
  }
  // The brand's home market (PKR) first: the dialing-code pickers preselect the first country.
  return out.sort((a, b) => Number(b.code === HOME_COUNTRY) - Number(a.code === HOME_COUNTRY) || a.name.EN.localeCompare(b.name.EN, 'en'));
}

export const HOME_COUNTRY = 'PK';
