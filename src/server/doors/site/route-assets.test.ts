import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRouteStyles, stylesheetTags } from './route-assets';

const dir = mkdtempSync(path.join(tmpdir(), 'route-assets-'));
mkdirSync(path.join(dir, '.vite'));
writeFileSync(
  path.join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
    '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
    '_table-1.js': { file: 'assets/table-1.js', css: ['assets/table-1.css'] },
    'src/client/routes/index.tsx?tsr-split=component': {
      file: 'assets/routes-1.js',
      imports: ['index.html'],
      css: ['assets/routes-1.css'],
    },
    'src/client/routes/events.tsx?tsr-split=component': { file: 'assets/events-1.js', imports: ['_shared-1.js', '_table-1.js'] },
    'src/client/routes/admin/route.tsx?tsr-split=component': { file: 'assets/admin-1.js', css: ['assets/admin-1.css'] },
    'src/client/routes/admin/index.tsx?tsr-split=component': { file: 'assets/admin-index-1.js', css: ['assets/admin-index-1.css'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('route stylesheets from the build manifest', () => {
  const stylesFor = loadRouteStyles(dir);

  it("gives a route's own stylesheet, and those of the chunks it imports, never the entry's", () => {
    expect(stylesFor(['__root__', '/'])).toEqual(['/assets/routes-1.css']);
    expect(stylesFor(['__root__', '/events'])).toEqual(['/assets/table-1.css']);
  });

  it('finds layout routes in route.tsx and index routes in index.tsx', () => {
    expect(stylesFor(['__root__', '/admin', '/admin/'])).toEqual(['/assets/admin-1.css', '/assets/admin-index-1.css']);
  });

  it('gives nothing for a route without a lazy chunk, or without a built manifest', () => {
    expect(stylesFor(['__root__', '/contact'])).toEqual([]);
    expect(loadRouteStyles(path.join(dir, 'nowhere'))(['/'])).toEqual([]);
  });

  it('writes the tags as Vite does', () => {
    expect(stylesheetTags(['/assets/a.css'])).toBe('<link rel="stylesheet" crossorigin href="/assets/a.css">');
  });
});
