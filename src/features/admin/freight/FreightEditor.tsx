import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../../components/ui/ListStates.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { freightSettings, type ShippedWay, shippedWays } from '../../../schemas/freight.ts';
import { mainlandProvinceCodes } from '../../../schemas/provinces.ts';
import { emptyZone, type FreightForm, fromForm, toForm, type WayForm, type ZoneForm } from './freight-form.ts';
import { ProvincePicker } from './ProvincePicker.tsx';

const zoneFields = [
  ['firstKg', 'firstGrams'],
  ['firstYuan', 'firstFen'],
  ['stepKg', 'stepGrams'],
  ['stepYuan', 'stepFen'],
  ['minimumYuan', 'minimumFen'],
  ['freeFromYuan', 'freeFromFen'],
] as const;

/**
 * The freight templates (运费模板): per delivery way its weight range and zones of provinces with their
 * rates, pickup's place and hours, and the provinces not delivered to. Weights in kg, money in yuan.
 */
export function FreightEditor() {
  const t = useTranslate(currentLocale());
  const [form, setForm] = useState<FreightForm | null>(null);
  const [failed, setFailed] = useState(false);
  const { busy, fieldErrors, submit } = useSubmit(currentLocale());

  const load = () => {
    setFailed(false);
    adminPost('freight/get', {}, freightSettings).then(
      (settings) => setForm(toForm(settings)),
      () => setFailed(true),
    );
  };
  useEffect(load, []);

  if (failed) return <LoadFailed message={t('adminFreight.loadFailed')} retryLabel={t('cart.retry')} onRetry={load} />;
  if (!form) return <Loading label={t('account.loading')} />;

  const setWay = (way: ShippedWay, change: Partial<WayForm>) => setForm({ ...form, [way]: { ...form[way], ...change } });
  const setZone = (way: ShippedWay, index: number, change: Partial<ZoneForm>) =>
    setWay(way, { zones: form[way].zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)) });
  const save = () =>
    submit(freightSettings, fromForm(form), async (settings) => {
      setForm(toForm(await adminPost('freight/save', settings, freightSettings)));
      showToast(t('adminFreight.saved'), { type: 'success' });
    });

  return (
    <form
      noValidate
      className="space-y-6 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-slate-600">{t('adminFreight.intro')}</p>
      {shippedWays.map((way) => {
        const template = form[way];
        const covered = template.zones.flatMap((zone) => zone.provinceCodes);
        const uncovered = mainlandProvinceCodes.filter((code) => !covered.includes(code) && !form.undeliveredProvinceCodes.includes(code));
        return (
          <section key={way} aria-labelledby={`freight-${way}`} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h2 id={`freight-${way}`} className="text-base font-semibold">
              {t(`checkout.delivery.${way}`)}
            </h2>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={template.enabled} onChange={(event) => setWay(way, { enabled: event.target.checked })} />
              {t('adminFreight.enabled')}
            </label>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('adminFreight.minKg')}
                value={template.minKg}
                onChange={(minKg) => setWay(way, { minKg })}
                error={fieldErrors[`${way}.minGrams`]}
              />
              <TextField
                label={t('adminFreight.maxKg')}
                value={template.maxKg}
                onChange={(maxKg) => setWay(way, { maxKg })}
                error={fieldErrors[`${way}.maxGrams`]}
              />
            </div>
            {fieldErrors[`${way}.zones`] && (
              <p role="alert" className="text-red-700">
                {fieldErrors[`${way}.zones`]}
              </p>
            )}
            {template.zones.map((zone, index) => {
              const path = `${way}.zones.${index}`;
              const elsewhere = template.zones.flatMap((other, i) => (i === index ? [] : other.provinceCodes));
              return (
                <fieldset key={index} className="space-y-3 rounded-md bg-slate-50 p-3">
                  <legend className="font-medium">{t('adminFreight.zone', { n: index + 1 })}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      label={t('adminFreight.nameZh')}
                      value={zone.nameZh}
                      onChange={(nameZh) => setZone(way, index, { nameZh })}
                      error={fieldErrors[`${path}.nameZh`]}
                    />
                    <TextField
                      label={t('adminFreight.nameEn')}
                      value={zone.nameEn}
                      onChange={(nameEn) => setZone(way, index, { nameEn })}
                      error={fieldErrors[`${path}.nameEn`]}
                    />
                  </div>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {zoneFields.map(([field, contractField]) => (
                      <TextField
                        key={field}
                        label={t(`adminFreight.${field}`)}
                        value={zone[field]}
                        onChange={(value) => setZone(way, index, { [field]: value })}
                        error={fieldErrors[`${path}.${contractField}`]}
                      />
                    ))}
                  </div>
                  <ProvincePicker
                    legend={t('adminFreight.provinces')}
                    value={zone.provinceCodes}
                    taken={elsewhere}
                    error={fieldErrors[`${path}.provinceCodes`]}
                    onChange={(provinceCodes) => setZone(way, index, { provinceCodes })}
                  />
                  <button
                    type="button"
                    onClick={() => setWay(way, { zones: template.zones.filter((_, i) => i !== index) })}
                    className="rounded-md border border-slate-300 bg-white px-3 py-1"
                  >
                    {t('adminFreight.removeZone')}
                  </button>
                </fieldset>
              );
            })}
            <button
              type="button"
              onClick={() => setWay(way, { zones: [...template.zones, emptyZone()] })}
              className="rounded-md border border-brand-600 px-3 py-1 text-brand-700"
            >
              {t('adminFreight.addZone')}
            </button>
            {template.enabled && uncovered.length > 0 && (
              <p className="rounded-md bg-amber-50 p-2 text-amber-900">
                {t('adminFreight.uncovered', { provinces: uncovered.map((code) => t(`province.${code}`)).join('、') })}
              </p>
            )}
          </section>
        );
      })}

      <section aria-labelledby="freight-pickup" className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 id="freight-pickup" className="text-base font-semibold">
          {t('checkout.delivery.pickup')}
        </h2>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.pickup.enabled}
            onChange={(event) => setForm({ ...form, pickup: { ...form.pickup, enabled: event.target.checked } })}
          />
          {t('adminFreight.enabled')}
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['addressZh', 'addressEn', 'hoursZh', 'hoursEn'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`adminFreight.${field}`)}
              value={form.pickup[field]}
              onChange={(value) => setForm({ ...form, pickup: { ...form.pickup, [field]: value } })}
              error={fieldErrors[`pickup.${field}`]}
            />
          ))}
        </div>
      </section>

      <ProvincePicker
        legend={t('adminFreight.undelivered')}
        value={form.undeliveredProvinceCodes}
        error={fieldErrors.undeliveredProvinceCodes}
        onChange={(undeliveredProvinceCodes) => setForm({ ...form, undeliveredProvinceCodes })}
      />

      <button type="submit" disabled={busy} aria-busy={busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminFreight.save')}
      </button>
    </form>
  );
}
