import type { ComponentType } from 'react';

/**
 * A route module loaded on first visit. Page modules export named components;
 * this picks one so that route files stay free of default exports.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
