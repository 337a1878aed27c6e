import type { ComponentType } from 'react';

/**
 * A route module loaded on first visit. Page modules export named components;
 * this picks one so that route files stay free of default exports.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A public page that uses TanStack Query: it brings its query client along (platform/query/with-query-client.tsx). */
export function lazyPageWithQueries<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('../platform/query/with-query-client')]);
    return { Component: withQueryClient(pick(module)) };
  };
}
