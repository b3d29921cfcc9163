import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = path.resolve('node_modules/@mantine/core/styles');
const fullSheet = readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8');

function imported(file: string): string[] {
  const source = readFileSync(path.resolve('src/client/styles', file), 'utf8');
  return [...source.matchAll(/@mantine\/core\/styles\/([A-Za-z-]+)\.css/g)].map((match) => match[1] ?? '');
}

/** Where each component's styles sit in Mantine's own styles.css. */
function positionInFullSheet(name: string): number {
  const own = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim();
  return fullSheet.indexOf(own.slice(0, 200));
}

describe("Mantine's split styles", () => {
  const publicFiles = imported('mantine-public.ts');
  const restFiles = imported('mantine-rest.ts');

  it('keep the order of styles.css, so a component comes after those it builds on', () => {
    for (const files of [publicFiles, restFiles]) {
      const positions = files.map(positionInFullSheet);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('together hold every component file exactly once', () => {
    const all = readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.replace(/\.css$/, ''))
      .sort();
    expect([...publicFiles, ...restFiles].sort()).toEqual(all);
  });
});
