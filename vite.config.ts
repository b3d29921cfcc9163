import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * Public pages whose loader is a line of tRPC with nothing to import: it stays in the route tree,
 * since a split part costs the entry a reference every first visit downloads (the home page's
 * loader, which asks whether any tournament is published, is one of them).
 */
const LOADER_IN_ROUTE = new Set<string>(['/', '/tournaments/', '/tournaments/$id']);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders split off too: a visitor's first page then loads no other page's data code (dayjs and all).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) => (LOADER_IN_ROUTE.has(routeId) ? [['component'], ['errorComponent'], ['notFoundComponent']] : undefined),
      },
    }),
    react(),
    precompressPlugin(),
  ],
  // Routes split off; `npm run build` also makes the server renderer (`--ssr`, see scripts/client-build.mjs).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server links a rendered page's route stylesheets from it (src/server/doors/site/route-assets.ts).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 700,
    // The entry holds every route's lazy import: listing each one's chunks to preload alongside cost
    // a first visit ~4 KB (issue 33). A route's chunks now load as its imports are read; its stylesheets
    // still load alongside. The page's own scripts keep their modulepreload links in the HTML.
    modulePreload: { resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && /\/index-[^/]+\.js$/.test(hostId) ? [] : deps) },
    // The browser build also makes the service worker, at /sw.js so its scope is the whole site.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', sw: 'src/client/offline/service-worker.ts' },
          output: {
            entryFileNames: (chunk: { name: string }) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
            // Chunks by hash alone: the entry lists every chunk it may preload, and 230 names cost a first visit ~1 KB.
            chunkFileNames: 'assets/c-[hash].js',
            // Everything the entry imports statically, in one chunk: left to itself Rolldown made 17
            // pieces of it (the parts lazy routes share), each compressed on its own, 6 KB more on the wire
            // for every first visit. The service worker's own modules stay out of it.
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !id.includes('/src/client/offline/') }],
            },
          },
        },
  },
  // The server renderer carries its own copy of every client dependency: one React, no Node-resolution surprises.
  ssr: { noExternal: true },
  // `npm run dev`: Vite serves the client with hot reload and hands the server's paths to it.
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/trpc': apiTarget, '/uploads': apiTarget },
  },
}));
