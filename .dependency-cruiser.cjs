// The import rules `npm test` checks (dependency-cruiser): no module imports itself through
// others, content knows nothing of the layers that read it, and every local import resolves (an
// unresolved one would hide its edges from the first two rules). Type-only imports count: a
// loop through types is still a loop a reader has to untangle. Run it alone with
// `npx depcruise --config .dependency-cruiser.cjs shared server views widgets scripts tests vitest.config.ts`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module reaches itself through its imports. Move what both sides need into a module of its own that imports neither (docs/recipes.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-knows-no-readers',
      severity: 'error',
      comment: 'server/content/ reads, refreshes and applies content: the page, search and HTTP layers, the views and the composition root (server/site.ts) read it, never the reverse. A reaction to a change is wired in site.ts as a listener (content/runtime.ts onChange).',
      from: { path: '^server/content/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^(server/(pages|search|http)|views)/', '^server/site\\.ts$'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'This import does not resolve to a file, so the checks above cannot see past it.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
