import { darken, getPrimaryShade, lighten, parseThemeColor, type BadgeProps, type MantineTheme } from '@mantine/core';
import { AA_TEXT_CONTRAST, contrastRatio } from './lib/contrast-ratio';

/**
 * Badge and status colours that pass WCAG AA (4.5:1) in both colour schemes. Mantine's own pick a shade
 * by name (orange.7 under white text, yellow.9 on yellow.1, red.7 for `c="red"`), some below AA; here
 * each colour's text is checked against what it sits on and taken a shade darker (or lighter on a dark
 * page) until it passes. theme-contrast.test.ts walks every colour and variant the badges use.
 */

type Scheme = 'light' | 'dark';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** What text in a colour sits on, scheme by scheme: the page and cards, and striped or hovered rows. */
export function groundsOf(theme: MantineTheme, scheme: Scheme): string[] {
  return scheme === 'light' ? [theme.white, theme.colors.gray[0]] : [theme.colors.dark[7], theme.colors.dark[6]];
}

const readableOn = (color: string, grounds: string[]) => grounds.every((ground) => contrastRatio(color, ground) >= AA_TEXT_CONTRAST);

/** The first candidate readable on every ground, else the last one taken towards black (light scheme) or white (dark) until it is. */
function readable(candidates: string[], grounds: string[], scheme: Scheme): string {
  const found = candidates.find((color) => readableOn(color, grounds));
  if (found !== undefined) return found;
  const last = candidates.at(-1) ?? (scheme === 'light' ? '#000000' : '#ffffff');
  for (let step = 1; step <= 10; step++) {
    const color = scheme === 'light' ? darken(last, step / 10) : lighten(last, step / 10);
    if (readableOn(color, grounds)) return color;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

/** The shades from one towards the page's opposite: darker on a light page, lighter on a dark one. */
function shadesFrom(shades: readonly string[], start: number, scheme: Scheme): string[] {
  return SHADES.filter((index) => (scheme === 'light' ? index >= start : index <= start))
    .sort((a, b) => (scheme === 'light' ? a - b : b - a))
    .map((index) => shades[index] ?? '');
}

/**
 * Mantine's per-scheme colour variables where their defaults fall below AA: text in a colour (`c="red"`),
 * a light badge's text on its tint, and an outline badge's text and border. Only the failing ones are written.
 */
function readableVariables(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const primary = getPrimaryShade(theme, scheme);
  const grounds = groundsOf(theme, scheme);
  for (const [name, shades] of Object.entries(theme.colors)) {
    const shade = (index: number) => shades[index] ?? '';
    const defaults =
      scheme === 'light'
        ? { text: primary, lightColor: shade(9), lightGround: shade(1), outline: primary }
        : { text: 4, lightColor: shade(0), lightGround: darken(shade(9), 0.5), outline: Math.max(primary - 4, 0) };
    const text = readable(shadesFrom(shades, defaults.text, scheme), grounds, scheme);
    if (text !== shade(defaults.text)) variables[`--mantine-color-${name}-text`] = text;
    const lightColor = readable([defaults.lightColor], [defaults.lightGround], scheme);
    if (lightColor !== defaults.lightColor) variables[`--mantine-color-${name}-light-color`] = lightColor;
    const outline = readable(shadesFrom(shades, defaults.outline, scheme), grounds, scheme);
    if (outline !== shade(defaults.outline)) variables[`--mantine-color-${name}-outline`] = outline;
  }
  return variables;
}

/** The colour variables of both schemes, for the theme's CSS variables resolver. */
export function readableColorVariables(theme: MantineTheme): Record<Scheme, Record<string, string>> {
  return { light: readableVariables(theme, 'light'), dark: readableVariables(theme, 'dark') };
}

/**
 * A filled badge in one shade for both schemes: white text on the first shade from the light scheme's
 * primary one where white passes AA, else black text on that shade (orange, yellow, lime).
 */
export function filledBadgeColors(theme: MantineTheme, color: string | undefined): { background: string; color: string } {
  const parsed = parseThemeColor({ color: color ?? theme.primaryColor, theme });
  const shades = theme.colors[parsed.color];
  const textOn = (background: string) => (contrastRatio(theme.white, background) >= AA_TEXT_CONTRAST ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)');
  if (!parsed.isThemeColor || shades === undefined) return { background: parsed.value, color: textOn(parsed.value) };
  const primary = getPrimaryShade(theme, 'light');
  const candidates = parsed.shade === undefined ? SHADES.filter((index) => index >= primary) : [parsed.shade];
  const shade = candidates.find((index) => contrastRatio(theme.white, shades[index] ?? '') >= AA_TEXT_CONTRAST) ?? candidates[0] ?? primary;
  return { background: `var(--mantine-color-${parsed.color}-${shade})`, color: textOn(shades[shade] ?? '') };
}

/** The theme's Badge variables: filled badges take filledBadgeColors; the other variants read the colour variables above. */
export function badgeVars(theme: MantineTheme, props: BadgeProps): { root: Record<string, string> } {
  if (props.variant !== undefined && props.variant !== 'filled') return { root: {} };
  const { background, color } = filledBadgeColors(theme, props.color);
  return { root: { '--badge-bg': background, '--badge-color': color } };
}
