import { useEffect, useRef, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { post } from '../../lib/api.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Region } from '../../schemas/address.ts';
import type { Locale } from '../../schemas/common.ts';

const regionList = () => import('../../schemas/address.ts').then((contracts) => contracts.regionList);

export type RegionCodes = { provinceCode: string; cityCode: string; districtCode: string };
const levels = [
  { field: 'provinceCode', label: 'address.province', parentOf: () => undefined },
  { field: 'cityCode', label: 'address.city', parentOf: (codes: RegionCodes) => codes.provinceCode },
  { field: 'districtCode', label: 'address.district', parentOf: (codes: RegionCodes) => codes.cityCode },
] as const;

/** Province, city and district as cascading selects: choosing one level lists the next and clears those below. */
export function RegionSelects({
  locale,
  codes,
  onChange,
  errors,
}: {
  locale: Locale;
  codes: RegionCodes;
  onChange: (codes: RegionCodes) => void;
  errors: FieldErrors;
}) {
  const t = useTranslate(locale);
  const [options, setOptions] = useState<Record<string, Region[]>>({});
  const requested = useRef(new Set<string>());
  useEffect(() => {
    for (const level of levels) {
      const parent = level.parentOf(codes);
      if (parent === '' || requested.current.has(parent ?? 'root')) continue;
      requested.current.add(parent ?? 'root');
      post('region/children', parent ? { parentCode: parent } : {}, regionList)
        .then((children) => setOptions((loaded) => ({ ...loaded, [parent ?? 'root']: children })))
        .catch(() => requested.current.delete(parent ?? 'root'));
    }
  }, [codes]);

  const choose = (index: number, code: string) => {
    const next = { ...codes, [levels[index]!.field]: code };
    for (const below of levels.slice(index + 1)) next[below.field] = '';
    onChange(next);
  };

  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {levels.map((level, index) => {
        const parent = level.parentOf(codes);
        const choices = parent === '' ? [] : (options[parent ?? 'root'] ?? []);
        return (
          <Field key={level.field} label={t(level.label)} error={errors[level.field]}>
            {(props) => (
              <select
                {...props}
                value={codes[level.field]}
                onChange={(event) => choose(index, event.target.value)}
                disabled={parent === ''}
                className={inputClass}
              >
                <option value="">{t('address.choose')}</option>
                {choices.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
    </div>
  );
}
