import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders split off too: a visitor's first page then loads no other page's data code (dayjs and all).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
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
    // The browser build also makes the service worker, at /sw.js so its scope is the whole site.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', sw: 'src/client/offline/service-worker.ts' },
          output: { entryFileNames: (chunk: { name: string }) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
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
