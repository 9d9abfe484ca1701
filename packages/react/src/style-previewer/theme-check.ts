import {
  buildResultMessages,
  defaultResultMessages,
  type ResultMessages,
  type ValidationError,
} from '@veriframe/core';
import {
  buildStyles,
  contrastRatio,
  isHexColor,
  mantineDefaults,
  primaryShadeFor,
  resolvePalette,
  type Scheme,
} from '@veriframe/core/theme';
import type { ThemeDraft } from './theme-model';

/** A builder issue with its path rooted at the exported JSON: `styles.colors.brand.3`, `resultMessages.x`. */
export interface ThemeIssue {
  path: string;
  rule: string;
  message: string;
}

export interface ContrastWarning {
  scheme: Scheme;
  ratio: number;
  text: string;
  background: string;
}

export interface ThemeCheck {
  issues: ThemeIssue[];
  /** The create_session JSON (`styles`, `resultMessages`) built by the core builders; null while invalid. */
  output: { styles: unknown; resultMessages: ResultMessages } | null;
  /** Result texts for the preview: defaults, then each override the builder accepts. */
  messages: ResultMessages;
  /** Filled primary buttons whose text falls below WCAG AA (4.5:1), per scheme. */
  contrast: ContrastWarning[];
  /** True when the builders reported an issue at `path` or anywhere under it. */
  rejected: (path: string) => boolean;
}

/** `colors.brand[3]` → `styles.colors.brand.3`: one dotted form for issues and fields alike. */
export function rootedPath(root: 'styles' | 'resultMessages', path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  if (dotted === root || dotted.startsWith(`${root}.`)) return dotted;
  return dotted ? `${root}.${dotted}` : root;
}

function issuesOf(root: 'styles' | 'resultMessages', error: ValidationError): ThemeIssue[] {
  return error.issues.map((issue) => ({ ...issue, path: rootedPath(root, issue.path) }));
}

export const wcagAA = 4.5;

function contrastWarnings(draft: ThemeDraft, rejected: (path: string) => boolean): ContrastWarning[] {
  const color = (draft.styles.components as { button?: { color?: unknown } } | undefined)?.button?.color;
  const text =
    isHexColor(color) && !rejected('styles.components.button.color') ? color : mantineDefaults.white;
  const primaryName = typeof draft.styles.primaryColor === 'string' ? draft.styles.primaryColor : 'blue';
  const palette = resolvePalette(draft.styles, primaryName, rejected);
  if (!palette) return [];
  const warnings: ContrastWarning[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const background = palette[primaryShadeFor(draft.styles, scheme, rejected)] ?? palette[6];
    const ratio = contrastRatio(text, background);
    if (ratio < wcagAA) warnings.push({ scheme, ratio, text, background });
  }
  return warnings;
}

/** Runs the core builders over the draft, the way create_session's caller would. */
export function checkTheme(draft: ThemeDraft): ThemeCheck {
  const styles = buildStyles(draft.styles);
  const messages = buildResultMessages(draft.resultMessages as Partial<ResultMessages>);
  const issues = [
    ...(styles.ok ? [] : issuesOf('styles', styles.error)),
    ...(messages.ok ? [] : issuesOf('resultMessages', messages.error)),
  ];
  const rejected = (path: string) =>
    issues.some((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
  // The preview still shows every message the builder accepts while another one is invalid.
  const previewMessages: ResultMessages = { ...defaultResultMessages };
  for (const [key, value] of Object.entries(draft.resultMessages)) {
    if (key in previewMessages && typeof value === 'string' && !rejected(`resultMessages.${key}`)) {
      previewMessages[key as keyof ResultMessages] = value;
    }
  }
  return {
    issues,
    output: styles.ok && messages.ok ? { styles: styles.value, resultMessages: messages.value } : null,
    messages: messages.ok ? messages.value : previewMessages,
    contrast: contrastWarnings(draft, rejected),
    rejected,
  };
}
