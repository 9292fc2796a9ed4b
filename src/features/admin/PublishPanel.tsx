import { useEffect, useState } from 'react';
import { adminGet, adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type PublishJob, publishJob } from '../../schemas/publish.ts';
import { publishProgress, secondsSince } from './publish-progress.ts';
import { $publishes } from './publishes.store.ts';

const POLL_MS = 1000;

/** Publish button with the running build's stage, page count and log tail. */
export function PublishPanel({ expectedPages }: { expectedPages: number }) {
  const t = useTranslate(currentLocale());
  const [job, setJob] = useState<PublishJob | null>(null);

  useEffect(() => {
    if (job?.state !== 'running') return;
    const timer = setTimeout(async () => {
      try {
        const next = await adminGet(`publish/${job.id}`, publishJob);
        setJob(next);
        if (next.state === 'succeeded') $publishes.set($publishes.get() + 1);
      } catch {
        setJob({ ...job });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const start = async () => {
    try {
      setJob(await adminPost('publish', {}, publishJob));
    } catch {
      // The client has shown the reason.
    }
  };

  const running = job?.state === 'running';
  const pagesInAll = job?.pagesToRender ?? expectedPages;
  return (
    <section aria-labelledby="publish-title" className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="publish-title" className="text-lg font-semibold">
          {t('admin.publish')}
        </h2>
        <button
          type="button"
          onClick={start}
          disabled={running}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
        >
          {running ? t('admin.publishing') : t('admin.publishNow')}
        </button>
      </div>
      {job && (
        <div className="mt-4 space-y-2 text-sm">
          <progress className="h-2 w-full" max={100} value={publishProgress(job, expectedPages)} aria-label={t('admin.publishProgress')} />
          <p role="status">
            {t(`admin.publishState.${job.state}`)} · {t(`admin.publishStage.${job.stage}`)} · {t('admin.publishElapsed', { seconds: secondsSince(job) })}
          </p>
          <p className="text-slate-600">
            {t(job.pagesToRender === null ? 'admin.pagesAbout' : 'admin.pagesInAll', { count: pagesInAll })} ·{' '}
            {t('admin.pagesBuilt', { count: job.pagesBuilt })}
            {job.pagesReused > 0 && ` · ${t('admin.pagesReused', { count: job.pagesReused })}`}
          </p>
          {job.error && <p className="text-red-700">{job.error}</p>}
          {job.state === 'failed' && job.logTail.length > 0 && (
            <pre className="max-h-48 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{job.logTail.join('\n')}</pre>
          )}
        </div>
      )}
    </section>
  );
}
