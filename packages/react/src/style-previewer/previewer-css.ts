// The previewer's own look. Every selector starts with `.vf-sp`, so nothing applies outside the component.
// Its layout follows its own width (a container query), not the screen's, and lives on an inner element
// (`.vf-sp-layout`), so a host page's rules for `.vf-sp` cannot squeeze the preview: one column when it is
// narrow, the editor beside a pinned preview when there is room. Narrow, the preview is under the whole
// editor (thousands of pixels on a phone), so the way to it sticks to the top of the screen while editing.
// `--vf-sp-editor-width` sets the editor's column, `--vf-sp-pinned-top` where the pinned preview and that way
// stop (below a fixed app header, say).
export const previewerCss = `
.vf-sp {
  --vf-sp-accent: #1c5fb8; --vf-sp-border: #adb5bd; --vf-sp-muted: #495057; --vf-sp-error: #b02525;
  --vf-sp-warning: #7a4100; --vf-sp-success: #1f6f33;
  container: vf-sp / inline-size; display: block; box-sizing: border-box; max-width: 100%;
  color: #1a1b1e; background: #ffffff; font: 14px/1.45 system-ui, -apple-system, Segoe UI, Roboto, sans-serif;
}
.vf-sp .vf-sp-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; align-items: start; }
.vf-sp .vf-sp-jump { position: sticky; top: var(--vf-sp-pinned-top, 0px); z-index: 2; box-shadow: 0 2px 8px #0003; }
@container vf-sp (min-width: 760px) {
  .vf-sp .vf-sp-layout { grid-template-columns: minmax(300px, var(--vf-sp-editor-width, 430px)) minmax(0, 1fr); }
  .vf-sp .vf-sp-jump { display: none; }
  .vf-sp .vf-sp-preview {
    position: sticky; top: var(--vf-sp-pinned-top, 0px); box-sizing: border-box;
    max-height: calc(100vh - var(--vf-sp-pinned-top, 0px)); overflow: auto;
  }
}
.vf-sp h2 { font-size: 20px; margin: 0 0 12px; }
.vf-sp h3 { font-size: 16px; margin: 0 0 8px; }
.vf-sp-editor { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.vf-sp-section { border-top: 1px solid var(--vf-sp-border); padding-top: 12px; display: flex; flex-direction: column; gap: 10px; }
.vf-sp-fieldset { border: 1px solid var(--vf-sp-border); border-radius: 6px; padding: 8px 12px 12px; margin: 0; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.vf-sp-fieldset legend { font-weight: 600; padding: 0 4px; }
.vf-sp-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.vf-sp-label { font-weight: 600; }
.vf-sp-input {
  font: inherit; color: inherit; background: #ffffff; border: 1px solid #868e96; border-radius: 4px;
  padding: 5px 8px; min-width: 0; box-sizing: border-box; width: 100%;
}
.vf-sp-code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.vf-sp-field[data-invalid] .vf-sp-input, .vf-sp-input[aria-invalid="true"] { border-color: var(--vf-sp-error); border-width: 2px; }
.vf-sp :focus-visible { outline: 3px solid var(--vf-sp-accent); outline-offset: 2px; }
.vf-sp-hint { margin: 0; color: var(--vf-sp-muted); font-size: 13px; }
.vf-sp-error { margin: 0; color: var(--vf-sp-error); font-weight: 600; font-size: 13px; }
.vf-sp-error::before { content: "✕ "; }
.vf-sp-issues { padding-left: 18px; }
.vf-sp-issues::before { content: none; }
.vf-sp-warning { margin: 0; color: var(--vf-sp-warning); font-weight: 600; font-size: 13px; }
.vf-sp-warning::before { content: "⚠ "; }
.vf-sp-success { margin: 0; color: var(--vf-sp-success); font-weight: 600; }
.vf-sp-color { display: flex; gap: 6px; align-items: center; }
.vf-sp-picker { inline-size: 36px; block-size: 30px; padding: 0; border: 1px solid #868e96; border-radius: 4px; background: none; flex: none; }
.vf-sp-row { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; }
.vf-sp-row > .vf-sp-field { flex: 1 1 200px; }
.vf-sp-shades { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.vf-sp-swatches { display: flex; height: 18px; border-radius: 4px; overflow: hidden; border: 1px solid var(--vf-sp-border); }
.vf-sp-swatch { flex: 1; }
.vf-sp-choice { display: inline-flex; gap: 6px; align-items: center; margin-right: 12px; }
.vf-sp-button {
  font: inherit; font-weight: 600; color: #ffffff; background: var(--vf-sp-accent); border: 1px solid var(--vf-sp-accent);
  border-radius: 4px; padding: 6px 12px; cursor: pointer; align-self: flex-start;
}
.vf-sp-button:disabled { background: #e9ecef; color: #495057; border-color: #adb5bd; cursor: not-allowed; }
.vf-sp-button-quiet { background: #ffffff; color: var(--vf-sp-accent); }
.vf-sp-summary { border: 2px solid var(--vf-sp-error); border-radius: 6px; padding: 8px 12px; }
.vf-sp-summary ul { margin: 4px 0 0; padding-left: 18px; }
.vf-sp-summary a { color: var(--vf-sp-error); }
.vf-sp-preview { min-width: 0; }
.vf-sp-toolbar { display: flex; gap: 8px 12px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
.vf-sp-toolbar .vf-sp-input { width: auto; }
.vf-sp-screens { display: flex; flex-wrap: wrap; gap: 16px; }
.vf-sp-frames { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.vf-sp-frame { margin: 0; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.vf-sp-frame figcaption { font-weight: 600; color: var(--vf-sp-muted); white-space: nowrap; }
.vf-sp-frame figcaption .vf-sp-hint { display: inline; font-weight: 400; }
.vf-sp-frame-box { overflow: hidden; border: 1px solid var(--vf-sp-border); border-radius: 8px; background: #ffffff; box-sizing: content-box; }
.vf-sp-frame iframe { display: block; border: 0; background: #ffffff; }
`;
