import type { ReactNode } from 'react';

const onPhone =
  'fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)]';
const wide = {
  /** A card at the end of the column that sticks to the bottom of the screen while the column scrolls. */
  card: 'lg:sticky lg:inset-x-auto lg:z-auto lg:flex-wrap lg:rounded-xl lg:border-0 lg:p-4 lg:shadow-md',
  /** Nothing: the page shows the total and the button its own way on a wide screen. */
  none: 'lg:hidden',
};

/**
 * A page's total and its main button, always in reach on a phone: a bar fixed to the bottom of the
 * screen below the `lg` breakpoint, where the page keeps room for it at its end (`data-bottom-bar`, see
 * the body of Default.astro) so that nothing stays hidden behind it; on a wide screen as `desktop` says.
 * At most two short lines beside the buttons, or one above them, so that it never grows taller than
 * that room (6rem).
 */
export function BottomBar({ desktop, children }: { desktop: keyof typeof wide; children: ReactNode }) {
  return (
    <div data-bottom-bar data-testid="bottom-bar" className={`${onPhone} ${wide[desktop]}`}>
      {children}
    </div>
  );
}

/** The main button of a bottom bar. */
export const bottomBarButtonClass =
  'h-11 shrink-0 rounded-md bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 lg:px-6';
