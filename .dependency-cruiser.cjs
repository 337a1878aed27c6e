/**
 * The server's layering (docs/ARCHITECTURE.md, "Layers"), checked by `npm run lint`:
 * features import each other without a cycle between feature folders, and platform
 * (shared mechanisms) imports no feature. Nothing here is a warning: a violation fails.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-features',
      severity: 'error',
      comment: 'Feature folders depend on each other in one direction only: move the shared piece down (or into platform) or pass it in.',
      scope: 'folder',
      from: { path: '^apps/server/src/features/[^/]+' },
      to: { path: '^apps/server/src/features/[^/]+', circular: true },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'No module of the server loads itself through others (imports of types only, erased at build, do not count).',
      from: { path: '^apps/server/src' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-imports-no-feature',
      severity: 'error',
      comment:
        'platform/ holds mechanisms the features build on; a feature passes what platform needs in (createContext takes defineJobs).',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/server/src/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
