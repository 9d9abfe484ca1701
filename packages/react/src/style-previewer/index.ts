// `@veriframe/react/style-previewer`: its own entry point, so the modal and frame bundles never carry it.

export type { HostedScreenId } from './preview/hosted-screens';
export { StylePreviewer, type StylePreviewerProps } from './StylePreviewer';
export { checkTheme, type ThemeCheck, type ThemeIssue } from './theme-check';
export type { ThemeDraft } from './theme-model';
export { readShareHash, readThemeJson, shareLink, themeJson } from './theme-transfer';
