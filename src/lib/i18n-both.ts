import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { registerCatalogues } from './i18n.ts';

// A browser page normally loads only its own language's catalogue (see i18n.ts); importing this module
// first makes both available, for a page that shows both at once.
registerCatalogues({ zh, en });
