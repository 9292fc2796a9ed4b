// The script of HeaderSearch.astro, run on every page: Default.astro loads the shell's scripts as one file.
import { showToast } from '../../components/ui/toast.store.ts';
import { attachSuggestions } from './header-suggestions.ts';
import { $keywordSearch } from './site.store.ts';

const form = document.querySelector<HTMLFormElement>('form[data-header-search]')!;
const input = form.querySelector<HTMLInputElement>('input[name="keyword"]')!;

// What the visitor typed before this script ran wins over the URL's keyword, which wins over the store.
const fromUrl = new URLSearchParams(window.location.search).get('keyword');
$keywordSearch.set(input.value || fromUrl || $keywordSearch.get());
$keywordSearch.subscribe((keyword) => {
  if (input.value !== keyword) input.value = keyword;
});
input.addEventListener('input', () => $keywordSearch.set(input.value));

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const keyword = $keywordSearch.get().trim();
  if (!keyword) {
    showToast(form.dataset.emptyWarning!, { type: 'warning' });
    return;
  }
  $keywordSearch.set(keyword);
  window.location.assign(`${form.getAttribute('action')}?keyword=${encodeURIComponent(keyword)}`);
});

attachSuggestions(form, input);
