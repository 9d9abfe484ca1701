import type { ThemeCheck } from '../theme-check';
import type { Path, ThemeDraft } from '../theme-model';

/** What every editor section gets: the draft, a setter, and the ids and errors of its fields. */
export interface EditorApi {
  draft: ThemeDraft;
  check: ThemeCheck;
  /** Sets a value by its path from the root of the JSON (`['styles', 'logo_url']`); undefined removes it. */
  set: (path: Path, value: unknown) => void;
  /** The DOM id of the field for a dotted path (stable per previewer instance). */
  fieldId: (path: string) => string;
  /** Messages of the builder issues placed on the field at this dotted path. */
  errors: (path: string) => string[];
}
