/** What an island that waits for the stored login or its first answer shows meanwhile. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      <div className="h-10 animate-pulse rounded-md bg-slate-100" />
      <div className="h-10 animate-pulse rounded-md bg-slate-100" />
      <div className="h-10 w-2/3 animate-pulse rounded-md bg-slate-100" />
    </div>
  );
}
