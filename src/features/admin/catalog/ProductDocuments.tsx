import { type SubmitEvent, useId, useState } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form/Field.tsx';
import { adminPost, adminUpload } from '../../../lib/api.ts';
import { beijingDay } from '../../../lib/dates.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import type { AdminProduct } from '../../../schemas/catalog-admin.ts';
import {
  type AdminDocument,
  adminDocument,
  documentForm,
  documentTypeLabels,
  documentTypes,
  MAX_DOCUMENT_BYTES,
  PDF_MAGIC,
  startsAsPdf,
} from '../../../schemas/documents.ts';
import { errors } from '../../../schemas/errors.ts';

type Form = { type: string; language: string; title: string; versionDate: string; batchNo: string };

const today = () => beijingDay(new Date());
const emptyForm = (): Form => ({ type: 'tds', language: 'zh', title: '', versionDate: today(), batchNo: '' });
const formOf = (document: AdminDocument): Form => ({
  type: document.type,
  language: document.language,
  title: document.title,
  versionDate: document.versionDate,
  batchNo: document.batchNo ?? '',
});

/** As the server checks: a file merely named .pdf is refused here first, beside the field. */
const isPdfFile = async (file: File) => startsAsPdf(new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer()));

/** The product's data sheets and statements: upload a PDF with its type, language and version; replace or remove one. */
export function ProductDocuments({ product, onChanged }: { product: AdminProduct; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const fileId = useId();
  const [editing, setEditing] = useState<AdminDocument | null>(null);
  const [form, setForm] = useState<Form>(emptyForm);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { busy, fieldErrors, setFieldErrors, submit, run } = useSubmit(currentLocale(), {
    fieldOfError: { documentNotPdf: 'file', documentTooLarge: 'file', payloadTooLarge: 'file', documentLimit: 'file' },
  });
  const set = (key: keyof Form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const reset = () => {
    setEditing(null);
    setForm(emptyForm());
    setFile(null);
    setFileKey((key) => key + 1);
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file && !editing) return setFieldErrors({ file: t('validation.required') });
    if (file && file.size > MAX_DOCUMENT_BYTES) return setFieldErrors({ file: errors.documentTooLarge.zh });
    if (file && !(await isPdfFile(file))) return setFieldErrors({ file: errors.documentNotPdf.zh });
    const values = { ...form, batchNo: form.batchNo.trim() || undefined };
    const saved = await submit(documentForm, values, (input) => {
      const fields = Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const target = editing ? { id: String(editing.id) } : { productId: String(product.id) };
      return adminUpload(`catalog/document/${editing ? 'replace' : 'upload'}`, file, { ...fields, ...target }, adminDocument);
    });
    if (saved) {
      reset();
      onChanged();
    }
  };

  const remove = async (document: AdminDocument) => {
    if (!window.confirm(t('adminCatalog.documentRemoveConfirm', { title: document.title }))) return;
    await run(async () => {
      await adminPost('catalog/document/delete', { id: document.id }, z.null());
      if (editing?.id === document.id) reset();
      onChanged();
    });
  };

  return (
    <section aria-labelledby="documents-title" className="space-y-3">
      <h4 id="documents-title" className="font-semibold">
        {t('adminCatalog.documents')}
      </h4>
      {product.documents.length === 0 ? (
        <p className="text-slate-600">{t('adminCatalog.noDocuments')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3">{t('adminCatalog.documentType')}</th>
                <th className="py-1 pr-3">{t('adminCatalog.documentLanguage')}</th>
                <th className="py-1 pr-3">{t('adminCatalog.documentTitle')}</th>
                <th className="py-1 pr-3">{t('adminCatalog.documentVersionDate')}</th>
                <th className="py-1 pr-3">{t('adminCatalog.documentFile')}</th>
                <th className="py-1" />
              </tr>
            </thead>
            <tbody>
              {product.documents.map((document) => (
                <tr key={document.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3">
                    {documentTypeLabels[document.type].short}
                    {document.batchNo && <span className="block text-xs text-slate-500">{document.batchNo}</span>}
                  </td>
                  <td className="py-1 pr-3">{t(`document.language.${document.language}`)}</td>
                  <td className="py-1 pr-3">
                    <a href={document.url} className="text-brand-700 underline" download>
                      {document.title}
                    </a>
                  </td>
                  <td className="py-1 pr-3">{document.versionDate}</td>
                  <td className="py-1 pr-3 text-xs text-slate-600">
                    {document.generated ? t('adminCatalog.documentGenerated') : document.fileName}
                    {document.sizeBytes !== null && ` · ${formatFileSize(document.sizeBytes)}`}
                  </td>
                  <td className="whitespace-nowrap py-1 text-xs">
                    <button
                      type="button"
                      className="rounded border px-2 py-0.5"
                      onClick={() => {
                        setEditing(document);
                        setForm(formOf(document));
                        setFieldErrors({});
                      }}
                      aria-label={t('adminCatalog.documentReplaceOne', { title: document.title })}
                    >
                      {t('adminCatalog.documentReplace')}
                    </button>{' '}
                    <button
                      type="button"
                      className="rounded border border-red-300 px-2 py-0.5 text-red-700"
                      onClick={() => void remove(document)}
                      aria-label={t('adminCatalog.documentRemoveOne', { title: document.title })}
                    >
                      {t('admin.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <form onSubmit={(event) => void save(event)} className="space-y-3 rounded border border-slate-200 p-3" aria-label={t('adminCatalog.documentForm')}>
        <p className="text-sm font-medium">{editing ? t('adminCatalog.documentReplaceOne', { title: editing.title }) : t('adminCatalog.documentUpload')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('adminCatalog.documentType')}
            value={form.type}
            onChange={set('type')}
            options={documentTypes.map((type) => ({ value: type, label: `${documentTypeLabels[type].short} ${documentTypeLabels[type].zh}` }))}
            error={fieldErrors.type}
          />
          <SelectField
            label={t('adminCatalog.documentLanguage')}
            value={form.language}
            onChange={set('language')}
            options={[
              { value: 'zh', label: t('document.language.zh') },
              { value: 'en', label: t('document.language.en') },
            ]}
            error={fieldErrors.language}
          />
          <TextField label={t('adminCatalog.documentTitle')} value={form.title} onChange={set('title')} error={fieldErrors.title} />
          <TextField
            label={t('adminCatalog.documentVersionDate')}
            type="date"
            value={form.versionDate}
            onChange={set('versionDate')}
            error={fieldErrors.versionDate}
          />
          <TextField label={t('adminCatalog.documentBatchNo')} value={form.batchNo} onChange={set('batchNo')} error={fieldErrors.batchNo} />
          <div className="space-y-1">
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
              {t(editing ? 'adminCatalog.documentNewFile' : 'adminCatalog.documentPdf')}
            </label>
            <input
              key={fileKey}
              id={fileId}
              type="file"
              accept=".pdf,application/pdf"
              className="block w-full text-sm"
              aria-invalid={Boolean(fieldErrors.file)}
              aria-describedby={fieldErrors.file ? `${fileId}-error` : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {fieldErrors.file && (
              <p id={`${fileId}-error`} className="text-sm text-red-700">
                {fieldErrors.file}
              </p>
            )}
          </div>
        </div>
        <div className="flex gap-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-50">
            {busy ? t('upload.uploading') : editing ? t('adminCatalog.documentSaveReplace') : t('adminCatalog.documentUpload')}
          </button>
          {editing && (
            <button type="button" onClick={reset} className="rounded-md border px-4 py-2">
              {t('adminCatalog.documentCancel')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
