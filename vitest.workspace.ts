import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 4 reads projects from test.projects; run with --config vitest.workspace.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/client-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
