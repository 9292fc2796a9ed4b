// The header search's suggestions, run on every page with HeaderSearch.script.ts: a WAI-ARIA combobox
// over a listbox of at most eight suggestions, answered by product/suggest while the visitor types.
import { post } from '../../lib/api.ts';
import type { Suggestion, SuggestOutput } from '../../schemas/suggest-answers.ts';

/**
 * While the visitor types, at most one call each 30 ms: the first keystroke after a pause asks at once,
 * and the keystrokes within the next 30 ms are answered by one call for what the box then holds.
 */
const CALL_INTERVAL_MS = 30;
/** Answers kept per page, so that deleting back to an earlier keyword shows its suggestions at once. */
const CACHE_SIZE = 40;

/** The answer's contract and zod/mini, loaded once, when the box is first focused. */
let contract: ReturnType<typeof loadContract> | undefined;
function loadContract() {
  return import('../../schemas/suggest-answers.ts').then((contracts) => contracts.suggestOutput);
}
const suggestOutput = () => {
  contract ??= loadContract().catch((error: unknown) => {
    contract = undefined;
    throw error;
  });
  return contract;
};

export function attachSuggestions(form: HTMLFormElement, input: HTMLInputElement): void {
  const popup = form.querySelector<HTMLElement>('[data-suggestions]')!;
  const list = popup.querySelector<HTMLElement>('[role="listbox"]')!;
  const corrected = popup.querySelector<HTMLElement>('[data-corrected]')!;
  const status = form.querySelector<HTMLElement>('[data-suggestion-status]')!;
  const texts = popup.dataset;
  const cache = new Map<string, SuggestOutput>();
  let shown: Suggestion[] = [];
  /** The keyword the shown suggestions answer. */
  let shownFor = '';
  let active = -1;
  let asked = 0;

  const optionId = (index: number) => `${list.id}-${index}`;

  function setActive(index: number): void {
    list.children[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = list.children[index];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      option.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', option.id);
    } else input.removeAttribute('aria-activedescendant');
  }

  function close(): void {
    if (popup.hidden) return;
    popup.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
    status.textContent = '';
  }

  function open(): void {
    if (shown.length === 0) return;
    popup.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }

  function render(keyword: string, answer: SuggestOutput): void {
    shown = answer.suggestions;
    shownFor = keyword;
    // Which keyword the list answers, for whoever waits for the answer to what was typed last.
    list.dataset.keyword = keyword;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...shown.map((suggestion, index) => {
        const option = document.createElement('div');
        option.id = optionId(index);
        option.role = 'option';
        option.setAttribute('aria-selected', 'false');
        option.dataset.index = String(index);
        option.className = 'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm aria-selected:bg-brand-50 hover:bg-slate-50';
        const swatch = document.createElement('span');
        swatch.className = 'h-4 w-4 shrink-0 rounded-sm border border-black/10';
        swatch.style.background = suggestion.hex ?? 'transparent';
        if (!suggestion.hex) swatch.style.borderColor = 'transparent';
        const text = document.createElement('span');
        text.className = 'min-w-0 flex-1';
        const label = document.createElement('span');
        label.className = 'block truncate';
        label.textContent = suggestion.label;
        text.append(label);
        if (suggestion.detail) {
          const detail = document.createElement('span');
          detail.className = 'block truncate text-xs text-slate-500';
          detail.textContent = suggestion.detail;
          text.append(detail);
        }
        const kind = document.createElement('span');
        kind.className = 'shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600';
        kind.textContent = texts[`kind${suggestion.kind[0]!.toUpperCase()}${suggestion.kind.slice(1)}`] ?? suggestion.kind;
        option.append(swatch, text, kind);
        return option;
      }),
    );
    corrected.hidden = !answer.correctedKeyword;
    corrected.textContent = answer.correctedKeyword ? texts.correctedTemplate!.replace('{keyword}', answer.correctedKeyword) : '';
    if (shown.length === 0) {
      close();
      return;
    }
    open();
    status.textContent = texts.countTemplate!.replace('{count}', String(shown.length));
  }

  async function ask(keyword: string): Promise<void> {
    const call = ++asked;
    let answer = cache.get(keyword);
    if (!answer) {
      try {
        answer = await post('product/suggest', { keyword }, suggestOutput, { quiet: true });
      } catch {
        // Suggestions are a help, not worth an error toast: the search itself still works.
        return;
      }
      cache.set(keyword, answer);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    // Only the answer for what the box holds now; an earlier, slower one is dropped.
    if (call === asked && input.value.trim() === keyword && document.activeElement === input) render(keyword, answer);
  }

  let cooling: ReturnType<typeof setTimeout> | undefined;
  let typedMeanwhile = false;
  function askNow(keyword: string): void {
    void ask(keyword);
    cooling = setTimeout(() => {
      cooling = undefined;
      const latest = input.value.trim();
      if (typedMeanwhile && latest) askNow(latest);
      typedMeanwhile = false;
    }, CALL_INTERVAL_MS);
  }

  input.addEventListener('input', () => {
    const keyword = input.value.trim();
    if (!keyword) {
      asked++;
      typedMeanwhile = false;
      close();
      return;
    }
    if (cache.has(keyword)) void ask(keyword);
    else if (cooling) typedMeanwhile = true;
    else askNow(keyword);
  });

  function choose(index: number): void {
    const suggestion = shown[index];
    if (!suggestion) return;
    close();
    window.location.assign(suggestion.href);
  }

  input.addEventListener('keydown', (event) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (popup.hidden) {
          if (shownFor !== input.value.trim()) return;
          open();
          setActive(down ? 0 : count - 1);
          return;
        }
        // Round and round: past the last option to the first, and back.
        setActive(down ? (active + 1) % count : (active - 1 + count) % count);
        return;
      }
      case 'Enter':
        if (!popup.hidden && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (!popup.hidden) {
          // Closes the list only; the toast host must not take the same key press.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      default:
    }
  });

  // A press on an option must not take the focus from the box (which would close the list first).
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) choose(Number(option.dataset.index));
  });
  input.addEventListener('blur', close);
  input.addEventListener('focus', () => {
    suggestOutput().catch(() => {});
    if (input.value.trim() === shownFor) open();
  });
}
