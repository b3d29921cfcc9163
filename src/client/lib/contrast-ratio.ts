import { luminance, toRgba } from '@mantine/core';

/** WCAG AA's least contrast for text of normal size: a badge's small capitals are that. */
export const AA_TEXT_CONTRAST = 4.5;

/** A colour laid over an opaque ground, as the eye sees it: a translucent colour mixes with what is behind it. */
export function flatten(color: string, ground: string): string {
  const top = toRgba(color);
  if (top.a >= 1) return color;
  const under = toRgba(ground);
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return `rgb(${mix(top.r, under.r)}, ${mix(top.g, under.g)}, ${mix(top.b, under.b)})`;
}

/** The WCAG 2 contrast ratio (1 to 21) of text in one colour on an opaque ground. */
export function contrastRatio(text: string, ground: string): number {
  const [a, b] = [luminance(flatten(text, ground)), luminance(ground)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
