import { z } from 'zod';

const numberListSchema = z.array(z.number().int());

/** The JSON arrays of whole numbers the golf tables keep (pars, stroke indexes, hole numbers). */
export function readNumberList(text: string): number[] {
  return numberListSchema.parse(JSON.parse(text));
}

export function writeNumberList(values: readonly number[]): string {
  return JSON.stringify(values);
}
