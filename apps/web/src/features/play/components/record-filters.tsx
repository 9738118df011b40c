import { MAX_RECORD_DAYS, type PlayMode } from '@lumen/contracts/play/play.contract';
import { type GameCategory, gameCategoryCodes } from '@lumen/contracts/system/system.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '@/components/date-field/day-range-fields.tsx';
import { buildCategories } from '@/features/catalogue/lib/build-categories.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { useRecordVendors } from '../api/vendors.ts';
import { isBackwardRange, isoDay } from '@/lib/dates.ts';

/** Game types a round can belong to (the home and promotion tabs are not games). */
export const recordGameTypes = gameCategoryCodes.filter((c) => c !== 'HOME' && c !== 'PROMO');

export interface RecordFilterValue {
  gameType: GameCategory | '';
  vendor: string;
  /** Real-money rounds, or free-trial (play money) ones. */
  mode: PlayMode;
  startDate: string;
  endDate: string;
}

/** What is wrong with the day range (the start after the end, more days than a record covers), or null. */
export function rangeProblem(f: Pick<RecordFilterValue, 'startDate' | 'endDate'>): 'badRange' | 'tooLong' | null {
  if (isBackwardRange(f.startDate, f.endDate)) return 'badRange';
  if (f.startDate === '' || f.endDate === '') return null;
  const days = (Date.parse(f.endDate) - Date.parse(f.startDate)) / 86_400_000 + 1;
  return days > MAX_RECORD_DAYS ? 'tooLong' : null;
}

/** Game type, vendor (when `withVendor`) and a day range; every change goes back to the first page. */
export function RecordFilters({ value, onChange, withVendor = false }: { value: RecordFilterValue; onChange: (next: RecordFilterValue) => void; withVendor?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const lanes = useRecordVendors();
  const info = usePermission().data?.info;
  // The vendors of the chosen type as the menus arrange them: e-sports and cockfight vendors split
  // out of sports, mixed-win made of slots vendors (the server finds their rounds the same way).
  const vendors = withVendor
    ? buildCategories(lanes.data?.lanes ?? [], { esportVendors: info?.esportVendors, cockfightVendors: info?.cockfightVendors })
        .filter((c) => value.gameType === '' || c.code === value.gameType)
        .flatMap((c) => c.vendors)
        .filter((card, i, all) => all.findIndex((c) => c.vassalage === card.vassalage) === i)
    : [];
  const set = (patch: Partial<RecordFilterValue>) => onChange({ ...value, ...patch });
  const problem = rangeProblem(value);

  return (
    <>
      <div className="play-filters">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t('play.records.gameType')}
          </label>
          <select id={`${id}-type`} className="input play-select" value={value.gameType} onChange={(e) => set({ gameType: e.target.value as GameCategory | '', vendor: '' })}>
            <option value="">{t('common.all')}</option>
            {recordGameTypes.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {withVendor && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-vendor`}>
              {t('play.records.vendor')}
            </label>
            <select id={`${id}-vendor`} className="input play-select" value={value.vendor} onChange={(e) => set({ vendor: e.target.value })}>
              <option value="">{t('common.all')}</option>
              {value.vendor !== '' && !vendors.some((v) => v.vassalage === value.vendor) && <option value={value.vendor}>{value.vendor}</option>}
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </div>
        )}
        {withVendor && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-mode`}>
              {t('play.records.mode')}
            </label>
            <select id={`${id}-mode`} className="input play-select" value={value.mode} onChange={(e) => set({ mode: e.target.value as PlayMode })}>
              <option value="REAL">{t('play.records.modeREAL')}</option>
              <option value="FUN">{t('play.funMode')}</option>
            </select>
          </div>
        )}
        <DayRangeFields
          id={id}
          startDate={value.startDate}
          endDate={value.endDate}
          today={isoDay(0)}
          labels={{ start: t('play.records.start'), end: t('play.records.end') }}
          onChange={set}
        />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {t(`play.records.${problem}`, { days: MAX_RECORD_DAYS })}
        </p>
      )}
    </>
  );
}
