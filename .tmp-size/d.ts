import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
export const f = [createRoot, hydrateRoot, createElement];
