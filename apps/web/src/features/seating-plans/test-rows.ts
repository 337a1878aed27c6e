import type { RowSpec } from './layout-ops';

/** Row A of the tests' plans: four seats of cat-1, 20 apart from (100, 100), straight, numbered left to right. */
export const rowA: RowSpec = {
  label: 'A',
  category: 'cat-1',
  count: 4,
  x: 100,
  y: 100,
  spacing: 20,
  curve: 0,
  rotation: 0,
  numbering: 'LEFT_TO_RIGHT',
  prefix: '',
  first_number: 1,
};
