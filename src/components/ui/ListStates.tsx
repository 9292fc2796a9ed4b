/** What a list page shows when it has nothing: the message and where to go instead. */
export function EmptyState({ message, actionLabel, actionHref }: { message: string; actionLabel: string; actionHref: string }) {
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm">
      <p className="text-lg font-semibold">{message}</p>
      <a href={actionHref} className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm text-white no-underline">
        {actionLabel}
      </a>
    </div>
  );
}

/** What a list page shows when it could not be read: the message and a retry. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg bg-white p-6 text-center">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-md border border-brand-600 px-4 py-2 text-sm text-brand-700">
        {retryLabel}
      </button>
    </div>
  );
}
