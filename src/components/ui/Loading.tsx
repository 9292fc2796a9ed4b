/**
 * What an island that waits for the stored login or its first answer shows meanwhile. `tall` for a page
 * whose whole content comes with that answer: as tall as the screen, so that the footer starts below it
 * rather than showing and then jumping down (a layout shift).
 */
export function Loading({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`space-y-3 ${tall ? 'min-h-svh' : ''}`}>
      <span className="sr-only">{label}</span>
      <div className="h-10 animate-pulse rounded-md bg-slate-100" />
      <div className="h-10 animate-pulse rounded-md bg-slate-100" />
      <div className="h-10 w-2/3 animate-pulse rounded-md bg-slate-100" />
    </div>
  );
}
