import { useEffect, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../components/ui/form/Field.tsx';
import { ImageUpload } from '../../components/ui/ImageUpload.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { localName } from '../../lib/local-name.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type BannerRow, bannerRow } from '../../schemas/admin-content.ts';

type TextKey = 'titleZh' | 'titleEn' | 'subtitleZh' | 'subtitleEn' | 'imageUrl' | 'linkUrl';
const textKeys: TextKey[] = ['titleZh', 'titleEn', 'subtitleZh', 'subtitleEn', 'imageUrl', 'linkUrl'];

/** Banners of the home carousel: edit, show or hide, reorder, add and delete. */
export function BannerEditor() {
  const t = useTranslate(currentLocale());
  const [banners, setBanners] = useState<BannerRow[] | null>(null);
  const { busy, fieldErrors: errors, run } = useSubmit(currentLocale());
  const [editing, setEditing] = useState<number | null>(null);

  const load = () => adminPost('content/banner/list', {}, z.array(bannerRow)).then(setBanners, () => setBanners([]));
  useEffect(() => void load(), []);

  if (!banners) return <p role="status">{t('admin.loading')}</p>;

  const update = (id: number, changes: Partial<BannerRow>) => setBanners(banners.map((banner) => (banner.id === id ? { ...banner, ...changes } : banner)));

  const save = (banner: BannerRow) =>
    run(async () => {
      const { id, sort: _sort, ...fields } = banner;
      await adminPost('content/banner/update', { id, ...fields }, bannerRow);
      setEditing(null);
      showToast(t('admin.saved'), { type: 'success' });
    });

  const move = async (index: number, step: number) => {
    const order = banners.map((banner) => banner.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + step, 0, moved!);
    await adminPost('content/banner/reorder', { ids: order }, z.unknown());
    await load();
  };

  const remove = async (banner: BannerRow) => {
    if (!window.confirm(t('admin.confirmDelete', { name: localName(banner.titleZh, banner.titleEn) }))) return;
    await adminPost('content/banner/delete', { id: banner.id }, z.unknown());
    await load();
  };

  const add = async () => {
    const created = await adminPost(
      'content/banner/create',
      {
        titleZh: '新横幅',
        titleEn: 'New banner',
        subtitleZh: '副标题',
        subtitleEn: 'Subtitle',
        imageUrl: '/images/banners/catalogue.svg',
        linkUrl: '/product',
        active: false,
      },
      bannerRow,
    );
    await load();
    setEditing(created.id);
  };

  return (
    <div className="space-y-3">
      {banners.length === 0 && <p>{t('admin.empty')}</p>}
      <ol className="space-y-3">
        {banners.map((banner, index) => (
          <li key={banner.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{localName(banner.titleZh, banner.titleEn)}</span>
              {!banner.active && <span className="rounded bg-slate-100 px-2 text-xs">{t('admin.hidden')}</span>}
              <span className="ml-auto flex gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => void move(index, -1)}
                  aria-label={t('admin.moveUp', { name: localName(banner.titleZh, banner.titleEn) })}
                  className="rounded border px-2 disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === banners.length - 1}
                  onClick={() => void move(index, 1)}
                  aria-label={t('admin.moveDown', { name: localName(banner.titleZh, banner.titleEn) })}
                  className="rounded border px-2 disabled:opacity-40"
                >
                  ↓
                </button>
                <button type="button" onClick={() => setEditing(editing === banner.id ? null : banner.id)} className="rounded border px-2">
                  {t('admin.edit')}
                </button>
                <button type="button" onClick={() => void remove(banner)} className="rounded border border-red-300 px-2 text-red-700">
                  {t('admin.delete')}
                </button>
              </span>
            </div>
            {editing === banner.id && (
              <div className="mt-3 space-y-3">
                {textKeys.map((key) => (
                  <TextField
                    key={key}
                    label={t(`admin.banner.${key}`)}
                    error={errors[key]}
                    value={banner[key]}
                    onChange={(value) => update(banner.id, { [key]: value })}
                  />
                ))}
                <ImageUpload label={t('admin.banner.uploadImage')} locale={currentLocale()} onUploaded={(url) => update(banner.id, { imageUrl: url })} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={banner.active} onChange={(event) => update(banner.id, { active: event.target.checked })} />
                  {t('admin.banner.active')}
                </label>
                <button
                  type="button"
                  onClick={() => void save(banner)}
                  disabled={busy}
                  className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60"
                >
                  {t('admin.save')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => void add()} className="rounded-md border border-brand-600 px-4 py-2 text-sm text-brand-700">
        {t('admin.banner.add')}
      </button>
    </div>
  );
}
