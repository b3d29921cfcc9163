export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
}
export function vitestCounts(file: string): Counts | undefined;
export function playwrightCounts(file: string): Counts | undefined;
