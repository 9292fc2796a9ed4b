import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type ProvinceCode, provinceCodes } from '../../../schemas/provinces.ts';

/** Provinces as checkboxes in a fold that says how many are ticked; `taken` are ticked elsewhere (another zone), shown but not offered. */
export function ProvincePicker({
  legend,
  value,
  taken = [],
  error,
  onChange,
}: {
  legend: string;
  value: ProvinceCode[];
  taken?: ProvinceCode[];
  error?: string | undefined;
  onChange: (codes: ProvinceCode[]) => void;
}) {
  const t = useTranslate(currentLocale());
  const toggle = (code: ProvinceCode, on: boolean) =>
    onChange(on ? provinceCodes.filter((c) => c === code || value.includes(c)) : value.filter((c) => c !== code));
  return (
    <details className="rounded-md border border-slate-200 p-2">
      <summary className="cursor-pointer text-sm">
        {legend}：{value.length === 0 ? t('adminFreight.noProvince') : value.map((code) => t(`province.${code}`)).join('、')}
      </summary>
      <fieldset className="mt-2 grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
        <legend className="sr-only">{legend}</legend>
        {provinceCodes.map((code) => (
          <label key={code} className="flex items-center gap-1 has-[:disabled]:opacity-50">
            <input type="checkbox" checked={value.includes(code)} disabled={taken.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />
            {t(`province.${code}`)}
          </label>
        ))}
      </fieldset>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </details>
  );
}
