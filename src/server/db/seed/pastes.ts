import type { PasteBase, Range } from './taxonomy.ts';

/** Colour pastes: dispersions of common pigments (by pigment key) in the bases they are sold for. */
export type PasteSeed = { pigmentKey: string; bases: readonly PasteBase[]; pigmentPercent: Range };

export const pastes: readonly PasteSeed[] = [
  { pigmentKey: 'pw6-rutile', bases: ['waterborne', 'universal'], pigmentPercent: [65, 72] },
  { pigmentKey: 'pbk7', bases: ['waterborne', 'solventborne'], pigmentPercent: [20, 30] },
  { pigmentKey: 'pbk11', bases: ['waterborne'], pigmentPercent: [55, 65] },
  { pigmentKey: 'pr101', bases: ['waterborne', 'universal'], pigmentPercent: [55, 65] },
  { pigmentKey: 'py42', bases: ['waterborne', 'universal'], pigmentPercent: [50, 60] },
  { pigmentKey: 'pb15-3', bases: ['waterborne', 'solventborne'], pigmentPercent: [30, 45] },
  { pigmentKey: 'pg7', bases: ['waterborne', 'solventborne'], pigmentPercent: [30, 45] },
  { pigmentKey: 'py74', bases: ['waterborne'], pigmentPercent: [30, 40] },
  { pigmentKey: 'py83', bases: ['solventborne'], pigmentPercent: [25, 35] },
  { pigmentKey: 'pr170', bases: ['waterborne', 'solventborne'], pigmentPercent: [25, 35] },
  { pigmentKey: 'pr254', bases: ['solventborne'], pigmentPercent: [20, 30] },
  { pigmentKey: 'pv23', bases: ['waterborne'], pigmentPercent: [15, 25] },
];
