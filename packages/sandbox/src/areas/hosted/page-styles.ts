/**
 * The stylesheet of the hosted pages (journey and capture): one card, readable, no external assets. Every
 * color, radius and font is a custom property; the page's theme stylesheet (`theme.ts`, from the 4.6 `styles`
 * resolved by core) sets them, and the values here are only the fallback when it is absent. Sides are logical
 * (`margin-inline-start`, never `-left`), so a right-to-left page (`<html dir="rtl">`, Arabic) mirrors.
 */
export const hostedPageCss = `
:root {
  --vf-primary: #3b5bdb;
  --vf-primary-text: #ffffff;
  --vf-bg: #f1f3f5;
  --vf-paper: #ffffff;
  --vf-text: #212529;
  --vf-muted: #5c6470;
  --vf-success: #40c057;
  --vf-primary-light: #e7f5ff;
  --vf-on-primary-light: #212529;
  --vf-border: #dee2e6;
  --vf-default-bg: #ffffff;
  --vf-default-text: #000000;
  --vf-failure: #fa5252;
  --vf-pending: #fd7e14;
  --vf-radius: 4px;
  --vf-button-radius: 4px;
  --vf-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color-scheme: light;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body {
  font: 15px/1.5 var(--vf-font);
  background: var(--vf-bg);
  color: var(--vf-text);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
}
.vf-card {
  position: relative;
  width: 100%;
  max-width: 420px;
  min-height: 560px;
  background: var(--vf-paper);
  border-radius: var(--vf-radius);
  box-shadow: 0 10px 30px rgba(20, 30, 60, 0.12);
  border: 1px solid var(--vf-border);
  padding: 28px 28px 20px;
  display: flex;
  flex-direction: column;
}
.vf-header { display: flex; align-items: center; gap: 10px; margin-bottom: 20px; }
.vf-logo {
  width: 32px; height: 32px; border-radius: var(--vf-radius); background: var(--vf-primary);
  display: inline-flex; align-items: center; justify-content: center; color: var(--vf-primary-text); font-weight: 700;
}
.vf-brand { font-weight: 600; font-size: 15px; }
.vf-logo-img { display: block; max-height: 40px; max-width: 200px; }
.vf-handoff-icon { display: block; align-self: center; max-width: 100px; max-height: 100px; margin: 4px 0 12px; }
.vf-close {
  margin-inline-start: auto; border: 0; background: transparent; font-size: 22px; line-height: 1; cursor: pointer;
  color: var(--vf-muted); padding: 4px 8px; border-radius: var(--vf-button-radius);
}
.vf-close:hover, .vf-close:focus-visible { background: var(--vf-bg); color: var(--vf-text); }
.vf-progress { display: flex; gap: 6px; margin-bottom: 20px; }
.vf-progress span { flex: 1; height: 4px; border-radius: 2px; background: var(--vf-border); }
.vf-progress span.vf-done { background: var(--vf-primary); }
.vf-screen { flex: 1; display: flex; flex-direction: column; }
.vf-screen[hidden] { display: none; }
h1 { font-size: 22px; line-height: 1.3; margin: 8px 0 8px; }
p { margin: 0 0 12px; color: var(--vf-muted); }
.vf-illustration {
  height: 150px; border-radius: var(--vf-radius); margin: 12px 0 20px; display: flex; align-items: center;
  justify-content: center; background: var(--vf-primary-light); border: 2px dashed var(--vf-primary);
  color: var(--vf-on-primary-light); font-weight: 600;
}
.vf-illustration.vf-round { width: 150px; align-self: center; border-radius: 50%; }
.vf-actions { margin-top: auto; display: flex; flex-direction: column; gap: 10px; }
.vf-button {
  appearance: none; border: 1px solid transparent; border-radius: var(--vf-button-radius); padding: 12px 16px;
  font: inherit;
  font-weight: 600; cursor: pointer; background: var(--vf-primary); color: var(--vf-primary-text); width: 100%;
}
.vf-button:disabled { opacity: 0.6; cursor: progress; }
.vf-button:focus-visible, .vf-close:focus-visible { outline: 3px solid var(--vf-primary); outline-offset: 2px; }
.vf-button.vf-secondary { background: var(--vf-default-bg); color: var(--vf-default-text); border-color: var(--vf-border); }
.vf-button.vf-danger { background: var(--vf-default-bg); color: var(--vf-default-text); border-color: var(--vf-failure); }
.vf-button.vf-warning { background: var(--vf-default-bg); color: var(--vf-default-text); border-color: var(--vf-pending); }
.vf-sandbox-note { font-size: 12px; color: var(--vf-muted); text-align: center; margin: 6px 0 0; }
.vf-result-icon {
  width: 72px; height: 72px; border-radius: 50%; margin: 24px auto 16px; display: flex; align-items: center;
  justify-content: center; font-size: 36px; font-weight: 700; color: #fff;
}
.vf-result { text-align: center; }
.vf-ok { background: var(--vf-success); }
.vf-bad { background: var(--vf-failure); }
.vf-wait { background: var(--vf-pending); }
.vf-summary {
  list-style: none; padding: 0; margin: 0 0 16px; border: 1px solid var(--vf-border); border-radius: var(--vf-radius);
}
.vf-summary li { padding: 8px 12px; display: flex; justify-content: space-between; gap: 12px; }
.vf-summary li + li { border-top: 1px solid var(--vf-border); }
.vf-summary span:first-child { color: var(--vf-muted); flex-shrink: 0; }
.vf-footer { margin-top: 16px; text-align: center; font-size: 12px; color: var(--vf-muted); }
h1:focus { outline: none; }
/* Inside an iframe of about 420 px (the modal, the 4.10 sample size) the card fills the frame. */
@media (max-width: 460px) {
  body { padding: 0; align-items: stretch; }
  .vf-card { max-width: none; min-height: 100vh; border-radius: 0; box-shadow: none; padding: 24px 22px 16px; }
}
.vf-busy { font-size: 13px; color: var(--vf-muted); text-align: center; min-height: 20px; }
`;

/** Extra rules of the capture page and the journey page (the QR code, the hand-off status, the phone layout). */
export const capturePageCss = `
.vf-qr {
  display: block; width: 200px; height: 200px; align-self: center;
  margin: 12px 0 12px; border: 1px solid #dee2e6; border-radius: 6px;
  direction: ltr; /* a code is never mirrored, whatever the page's direction */
}
.vf-handoff-link { word-break: break-all; font-size: 0.85em; }
.vf-handoff-status { font-weight: 600; }
body[data-mode="phone"] [data-action="phone"] { display: none; }
body[data-mode="phone"] .vf-card { max-width: 420px; }
.vf-actions[data-handback] { margin-top: 10px; }
/* Hidden on the end screens: the flex display of .vf-actions must not bring it back (it did, issue 42). */
.vf-actions[data-handback][hidden] { display: none; }
/* The sandbox's way to play the phone is a control of its own, not a small link among the texts. */
.vf-sandbox-note a.vf-button {
  display: block; box-sizing: border-box; text-decoration: none; font-size: 14px; padding: 10px 16px;
  border-style: dashed;
}
/* The desktop modal's frame is 670 px tall: the QR screen's ways forward fit in it without scrolling. */
@media (max-height: 720px) {
  .vf-handoff-icon { display: none; }
  .vf-qr { width: 120px; height: 120px; margin: 0 0 8px; }
  [data-screen="handoff"] h1 { margin-top: 0; }
  [data-screen="handoff"] .vf-actions { gap: 8px; margin-top: 8px; }
  [data-screen="handoff"] .vf-button { padding: 10px 16px; }
  .vf-sandbox-note a.vf-button { padding: 8px 16px; }
}
`;
