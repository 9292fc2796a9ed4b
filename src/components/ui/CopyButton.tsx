import { useEffect, useState } from 'react';

type Props = { text: string; label: string; accessibleLabel: string; copiedLabel: string; failedLabel: string };

/**
 * Copies `text` to the clipboard and says so beside the button for a few seconds, once, in a polite
 * live region; where the browser refuses, it says to copy by hand.
 */
export function CopyButton({ text, label, accessibleLabel, copiedLabel, failedLabel }: Props) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    setOutcome(null);
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} aria-label={accessibleLabel} className="rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
        {label}
      </button>
      <span role="status" className={`text-xs ${outcome === 'failed' ? 'text-red-700' : 'text-green-700'}`}>
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
