import type { ReactNode } from 'react';

type Props<Tab extends string> = {
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  labelOf: (tab: Tab) => string;
  onChange: (tab: Tab) => void;
  children: ReactNode;
};

/** A back-office screen's parts as tabs, and the chosen part's panel. */
export function AdminTabs<Tab extends string>({ label, tabs, current, labelOf, onChange, children }: Props<Tab>) {
  return (
    <>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((name) => (
          <button
            key={name}
            id={`admin-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={current === name}
            aria-controls="admin-panel"
            onClick={() => onChange(name)}
            className={`rounded-md px-3 py-1.5 text-sm ${current === name ? 'bg-brand-600 text-white' : 'bg-white'}`}
          >
            {labelOf(name)}
          </button>
        ))}
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${current}`} className="rounded-xl bg-white p-5 shadow-sm">
        {children}
      </div>
    </>
  );
}
