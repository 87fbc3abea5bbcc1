// The import rules `npm test` checks (dependency-cruiser): no module imports itself through
// others, shared/ is the floor that imports nothing of the project, a widget's browser code
// imports neither the server nor the views, content knows nothing of the layers that read it,
// and every local import resolves (an unresolved one would hide its edges from the other rules). Type-only imports
// count: a loop through types is still a loop a reader has to untangle. Run it alone with
// `npx depcruise --config .dependency-cruiser.cjs shared server pages blocks views widgets scripts tests vitest.config.ts`.
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
      name: 'shared-is-the-floor',
      severity: 'error',
      comment: 'shared/ holds the words every side agrees on, so it imports only itself and packages: anything may import it without a loop.',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['local'], pathNot: '^shared/' },
    },
    {
      name: 'widgets-know-no-server',
      severity: 'error',
      comment: 'A widget folder holds what the browser runs: its words come from shared/ and its data as props, built on the server by its props\' builder in views/islands/. No server/, pages/, blocks/ or views/ module (tests excepted).',
      from: { path: '^widgets/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(server|pages|blocks|views)/' },
    },
    {
      name: 'server-reaches-widgets-through-the-registry',
      severity: 'error',
      comment: 'What the server and a widget agree on (a contract: fields, results, rules) lives in shared/. The server reaches widgets only through the registry and the island protocol; the views place islands, and build their props in views/islands/.',
      from: { path: '^server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^widgets/', pathNot: ['^widgets/registry\\.tsx$', '^widgets/islands/protocol\\.ts$'] },
    },
    {
      name: 'blocks-know-no-page-kinds',
      severity: 'error',
      comment: 'A block (blocks/<type>/, its view and its server parts) is placed by pages, never the reverse: it takes the narrow BlockContext (blocks/define.ts), not a page kind, a page view or the site\'s wiring.',
      from: { path: '^blocks/' },
      to: { path: ['^server/(page-kinds|http|render)/', '^pages/', '^server/site\\.ts$'] },
    },
    {
      name: 'views-are-below-pages-and-blocks',
      severity: 'error',
      comment: 'views/ holds the document, the layout and the parts pages and blocks are made of (view context, islands\' props, icons): pages place blocks, blocks use views, never the reverse.',
      from: { path: '^views/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(pages|blocks)/' },
    },
    {
      name: 'only-the-wiring-knows-the-site',
      severity: 'error',
      comment: 'server/site.ts wires everything (SiteDeps). Only the process entry points (app.ts, worker.ts), scripts and tests see it; a handler, page or block declares the few parts it reads.',
      from: { pathNot: ['^server/(app|worker)\\.ts$', '^scripts/', '^tests/', '\\.test\\.tsx?$'] },
      to: { path: '^server/site\\.ts$' },
    },
    {
      name: 'content-knows-no-readers',
      severity: 'error',
      comment: 'server/content/ reads, refreshes and applies content: the page, search and HTTP layers, the views and the composition root (server/site.ts) read it, never the reverse. A reaction to a change is wired in site.ts as a listener (content/runtime.ts onChange).',
      from: { path: '^server/content/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^(server/(page-kinds|search|http)|pages|blocks|views)/', '^server/site\\.ts$'] },
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
