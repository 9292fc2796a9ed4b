import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { inMessageSet, messageSets, type MessageSet } from '../lib/message-sets.ts';

const prefix = 'virtual:messages/';

/** `virtual:messages/<set>-<locale>` (a file `<set>-<locale>.*.js` in the build): the keys of a message set (src/lib/message-sets.ts) from one locale's catalogue. */
export function messageSetsPlugin(): Plugin {
  return {
    name: 'pigment-shop:message-sets',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [set, locale] = id.slice(prefix.length + 1).split('-');
      if (!set || !(set in messageSets) || (locale !== 'zh' && locale !== 'en')) throw new Error(`unknown message set ${id.slice(1)}`);
      const file = fileURLToPath(new URL(`../../i18n/${locale}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const kept = Object.entries(catalogue).filter(([key]) => inMessageSet(set as MessageSet, key));
      return `export default ${JSON.stringify(Object.fromEntries(kept))};`;
    },
  };
}
