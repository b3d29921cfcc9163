import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Badge, DEFAULT_THEME, defaultCssVariablesResolver, defaultVariantColorsResolver, mergeMantineTheme, type BadgeProps } from '@mantine/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, flatten } from './lib/contrast-ratio';
import { cssVariablesResolver, theme } from './theme';
import { badgeVars, groundsOf } from './theme-contrast';

// Every badge colour and variant, in the light and the dark scheme, as the browser paints it: the Badge's
// own variables (Mantine's variant resolver, then the theme's), resolved through the CSS variables
// Mantine writes for each scheme and the theme's resolver adds, then measured as WCAG contrast.

type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];
const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** The CSS variables of one scheme: Mantine's, then the theme resolver's. */
function variablesOf(scheme: Scheme, resolver = cssVariablesResolver): Record<string, string> {
  const mantine = defaultCssVariablesResolver(full);
  const ours = resolver(full);
  return { ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] };
}

/** A CSS value with its `var(--…)`s replaced, down to a colour. */
function resolve(value: string, variables: Record<string, string>): string {
  let resolved = value;
  for (let depth = 0; resolved.includes('var('); depth++) {
    if (depth > 10) throw new Error(`Cannot resolve ${value}`);
    resolved = resolved.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      const found = variables[name];
      if (found === undefined) throw new Error(`No variable ${name} for ${value}`);
      return found;
    });
  }
  return resolved;
}

const defined = (vars: Record<string, string | undefined>) => Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** A badge's text and background variables, as Badge.module.css reads them (its defaults, then the component's, then the theme's). */
function badgePaint(props: BadgeProps): { text: string; background: string } {
  const vars = {
    '--badge-bg': 'var(--mantine-primary-color-filled)',
    '--badge-color': 'var(--mantine-color-white)',
    ...defined(Badge.varsResolver(full, props, {}).root),
    // The theme's Badge variables (written as a function, read here only when it is that one).
    ...(full.components.Badge?.vars === badgeVars ? badgeVars(full, props).root : {}),
  };
  return { text: vars['--badge-color'], background: vars['--badge-bg'] };
}

/** The lowest contrast of text on a background over every ground of a scheme (a transparent badge shows the page). */
function lowestContrast(text: string, background: string, scheme: Scheme, variables: Record<string, string>): number {
  return Math.min(
    ...groundsOf(full, scheme).map((ground) => {
      const under = background === 'transparent' ? ground : flatten(resolve(background, variables), ground);
      return contrastRatio(resolve(text, variables), under);
    }),
  );
}

/** Each `<Badge>` of the client's source: the colours and variants written on it, and whether it sets its own text colour. */
function badgesInSource(): { file: string; colors: string[]; variants: string[]; ownText: boolean }[] {
  const root = path.resolve(import.meta.dirname);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
  const badges: { file: string; colors: string[]; variants: string[]; ownText: boolean }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    // The values an attribute can take that are written out: a string, or either side of a condition.
    const literals = (node: ts.Node | undefined): string[] => {
      if (node === undefined) return [];
      if (ts.isStringLiteral(node)) return [node.text];
      if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literals(node.expression);
      if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
      return [];
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === 'Badge') {
        const attribute = (name: string) => node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
        badges.push({ file, colors: literals(attribute('color')?.initializer), variants: literals(attribute('variant')?.initializer), ownText: attribute('c') !== undefined });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return badges;
}

describe('badge colours', () => {
  const badges = badgesInSource();
  const VARIANTS = ['filled', 'light', 'outline'] as const;
  // Every theme colour (the ones status maps pick at run time among them), the primary one by default, and any shade written on a badge.
  const colors = [undefined, ...Object.keys(full.colors), ...badges.flatMap((badge) => badge.colors).filter((color) => color.includes('.'))];

  it('reads the badges of the client: the variants they use are the ones measured, their colours the theme’s', () => {
    expect(badges.length).toBeGreaterThan(50);
    expect([...new Set(badges.flatMap((badge) => badge.variants))].filter((variant) => !VARIANTS.some((known) => known === variant))).toEqual([]);
    expect(badges.flatMap((badge) => badge.colors).filter((color) => !((color.split('.')[0] ?? '') in full.colors))).toEqual([]);
  });

  it('sets no text colour on a badge: one colour cannot suit the light and the dark scheme, the theme picks it', () => {
    expect(badges.filter((badge) => badge.ownText).map((badge) => badge.file)).toEqual([]);
  });

  it('gives every badge colour and variant WCAG AA contrast in the light and the dark scheme', () => {
    const failing: string[] = [];
    for (const scheme of SCHEMES) {
      const variables = variablesOf(scheme);
      for (const color of colors) {
        for (const variant of [undefined, ...VARIANTS]) {
          const { text, background } = badgePaint({ color, variant });
          const ratio = lowestContrast(text, background, scheme, variables);
          if (ratio < AA_TEXT_CONTRAST) failing.push(`${scheme} ${variant ?? 'default'} ${color ?? 'primary'}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(failing).toEqual([]);
  });

  it('gives every colour’s text (c="red", a status in words) WCAG AA contrast on the page in both schemes', () => {
    const failing = SCHEMES.flatMap((scheme) => {
      const variables = variablesOf(scheme);
      return Object.keys(full.colors)
        .map((color) => [color, lowestContrast(`var(--mantine-color-${color}-text)`, 'transparent', scheme, variables)] as const)
        .filter(([, ratio]) => ratio < AA_TEXT_CONTRAST)
        .map(([color, ratio]) => `${scheme} ${color}: ${ratio.toFixed(2)}`);
    });
    expect(failing).toEqual([]);
  });

  it('makes the statements’ orange "Due" badge readable, which white on Mantine’s orange is not (3.04:1)', () => {
    const mantine = defaultVariantColorsResolver({ color: 'orange', theme: full, variant: 'filled' });
    const plain = () => ({ variables: {}, light: {}, dark: {} });
    expect(lowestContrast(mantine.color, mantine.background, 'light', variablesOf('light', plain))).toBeCloseTo(3.04, 2);
    const due = badgePaint({ color: 'orange' });
    for (const scheme of SCHEMES) expect(lowestContrast(due.text, due.background, scheme, variablesOf(scheme))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
