import { type ChangeEvent, useId, useState } from 'react';
import { upload } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

// The contract (and zod) loads with the first upload.
const uploadAnswer = () => import('../../schemas/upload.ts').then((contracts) => contracts.uploadAnswer);

const accepted = ['image/jpeg', 'image/png'];

/** Uploads a JPG or PNG and hands back its address; other files are refused before they are sent. */
export function ImageUpload({ label, locale, onUploaded }: { label: string; locale: Locale; onUploaded: (url: string) => void }) {
  const t = useTranslate(locale);
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading'>('idle');
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!accepted.includes(file.type)) {
      setError(t('upload.onlyJpgPng'));
      return;
    }
    setError(null);
    setState('uploading');
    try {
      onUploaded((await upload('upload', file, uploadAnswer, file.name)).url);
    } catch {
      // The client has shown the reason.
    } finally {
      setState('idle');
    }
  };

  return (
    <div className="text-sm">
      <label htmlFor={id} className="inline-block cursor-pointer rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
        {state === 'uploading' ? t('upload.uploading') : label}
      </label>
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="sr-only"
        onChange={choose}
        disabled={state === 'uploading'}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
