// The server's module borders, checked by `npm run lint` (dependency-cruiser) and drawn into
// docs/architecture.md by `npm run architecture`. Four floors, each importing only the floors below:
//   platform  src/server/platform/*   what every feature stands on: db, clock, config, mail, limits...
//   domains   src/server/domains/*    the club's features: membership, events, golf, matches...
//   doors     src/server/doors/*      tRPC, REST, http hooks, server-rendered pages
//   composition src/server/*.ts, src/server/schedules/   builds the app, starts it, runs the jobs
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'Folders of the server import each other in one direction only, so each can be read, tested and owned alone.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycles',
      comment: 'No file of the server imports itself back through others.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { circular: true },
    },
    {
      name: 'platform-stands-alone',
      comment: 'The platform is below every feature: it imports no domain, door or composition file.',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(domains|doors|schedules)/|^src/server/[^/]+\\.ts$' },
    },
    {
      name: 'domains-below-doors',
      comment: 'A domain knows nothing of the transport that calls it, nor of the composition that builds the app.',
      severity: 'error',
      from: { path: '^src/server/domains/' },
      to: { path: '^src/server/(doors|schedules)/|^src/server/[^/]+\\.ts$' },
    },
    {
      name: 'doors-below-composition',
      severity: 'error',
      from: { path: '^src/server/doors/' },
      to: { path: '^src/server/schedules/|^src/server/[^/]+\\.ts$' },
    },
    {
      name: 'no-cross-module-repository',
      comment: "A module's tables are read and written through its own repository: another module calls its service.",
      severity: 'error',
      from: { path: '^src/server/(platform|domains)/([^/]+)/' },
      to: { path: '\\.repository\\.ts$', pathNot: '^src/server/($1/$2|platform/db)/' },
    },
    {
      name: 'doors-call-services',
      comment: 'A door (tRPC, REST, http, site) calls services; queries stay behind them.',
      severity: 'error',
      from: { path: '^src/server/(doors|schedules)/|^src/server/[^/]+\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'client-uses-server-types-only',
      comment: 'The browser bundle reaches the server only as types (the tRPC router type).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-imports-neither-side',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?|\\.spec\\.ts)$|^src/(test|e2e)/|routeTree\\.gen\\.ts$' },
  },
};
