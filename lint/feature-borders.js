// A local ESLint rule: a file in src/client/features/<a>/ may not import from
// src/client/features/<b>/ (STYLE.md: features never import each other; shared UI
// lives in src/client/components and src/client/lib, and route files compose features).
import path from 'node:path';

const featuresRoot = path.resolve(import.meta.dirname, '../src/client/features');

/** The feature folder a file belongs to, or undefined outside src/client/features. */
function featureOf(file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBorders = {
  meta: {
    type: 'problem',
    docs: { description: 'Features under src/client/features do not import each other.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}'. Move the shared part to src/client/components or src/client/lib, or compose both in a route file.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const clubLintPlugin = { rules: { 'feature-borders': featureBorders } };
