/** What a hole's strokes are called against its par. */
export function scoreName(strokes: number, par: number): string {
  const diff = strokes - par;
  if (strokes === 1) return 'Hole in one';
  const names: Record<number, string> = { [-3]: 'Albatross', [-2]: 'Eagle', [-1]: 'Birdie', 0: 'Par', 1: 'Bogey', 2: 'Double bogey', 3: 'Triple bogey' };
  return names[diff] ?? (diff < 0 ? `${-diff} under par` : `${diff} over par`);
}

/** The handicap strokes a player gets on a hole: "1 stroke received", "gives 1 stroke back". */
export function receivedWords(strokes: number): string {
  if (strokes === 0) return 'no stroke received';
  if (strokes < 0) return `gives ${-strokes} ${strokes === -1 ? 'stroke' : 'strokes'} back`;
  return `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'} received`;
}
