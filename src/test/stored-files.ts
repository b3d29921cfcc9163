import { readdirSync } from 'node:fs';

/** The files a test app stored in a folder, sorted; none when the folder was never made. */
export function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}
