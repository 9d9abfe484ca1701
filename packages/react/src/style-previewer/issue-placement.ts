import { resultMessageKeys } from '@veriframe/core';
import type { ThemeIssue } from './theme-check';
import type { ThemeDraft } from './theme-model';

// Which field shows which builder issue: the field at the issue's path, else the closest field above it
// (an issue on `styles.colors.brand` shows on the palette). Issues with no field go to the summary only.

const fixedFields = [
  'styles.colors',
  'styles.primaryColor',
  'styles.primaryShade',
  'styles.colorScheme',
  'styles.defaultRadius',
  'styles.button.radius',
  'styles.components.button.color',
  'styles.components.paper.backgroundColor',
  'styles.global.backgroundColor',
  'styles.logo_url',
  'styles.global.typography.font.family',
  'styles.global.typography.font.normal.url',
  'styles.global.typography.font.normal.format',
  ...['url', 'alt', 'width', 'height', 'srcset.2x', 'srcset.3x'].map(
    (k) => `styles.assets.icons.handoff.header.main.${k}`,
  ),
  ...resultMessageKeys.map((key) => `resultMessages.${key}`),
];

export function fieldPaths(draft: ThemeDraft): Set<string> {
  const paths = new Set(fixedFields);
  const colors = draft.styles.colors;
  if (colors && typeof colors === 'object' && !Array.isArray(colors)) {
    for (const name of Object.keys(colors)) {
      paths.add(`styles.colors.${name}`);
      for (let shade = 0; shade < 10; shade++) paths.add(`styles.colors.${name}.${shade}`);
    }
  }
  return paths;
}

/** The field path an issue is shown at, or null when no field holds it. */
export function placeIssue(issuePath: string, fields: ReadonlySet<string>): string | null {
  const parts = issuePath.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (fields.has(candidate)) return candidate;
    parts.pop();
  }
  return null;
}

export function placeIssues(issues: readonly ThemeIssue[], fields: ReadonlySet<string>) {
  const byField = new Map<string, string[]>();
  const placed: { issue: ThemeIssue; field: string | null }[] = [];
  for (const issue of issues) {
    const field = placeIssue(issue.path, fields);
    placed.push({ issue, field });
    if (field) byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  return { byField, placed };
}
