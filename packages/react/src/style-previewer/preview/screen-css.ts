// Styles of the hosted-screen pictures. Every rule is under `.vf-screen`, and the theme arrives as custom
// properties set on that element, so the previewer never restyles the page around it.
export const screenCss = `
.vf-screen { margin: 0; display: flex; flex-direction: column; gap: 6px; width: 300px; flex: none; }
.vf-screen-caption { font: 600 13px/1.4 system-ui, sans-serif; color: inherit; }
.vf-screen-page {
  background: var(--vf-page); color: var(--vf-text); padding: 20px 14px; border-radius: 12px;
  border: 1px solid #868e96; min-height: 480px; box-sizing: border-box; display: flex; align-items: flex-start;
}
.vf-screen-paper {
  background: var(--vf-paper); border-radius: var(--vf-radius); border: 1px solid var(--vf-border);
  padding: 16px; width: 100%; box-sizing: border-box; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
}
.vf-screen-header { display: flex; justify-content: center; min-height: 40px; margin-bottom: 12px; }
.vf-screen-logo { max-height: 40px; max-width: 160px; object-fit: contain; }
.vf-screen-logo-placeholder {
  font-size: 12px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: var(--vf-text);
  border: 1px dashed var(--vf-border); border-radius: var(--vf-radius); padding: 8px 12px;
}
.vf-screen-body { display: flex; flex-direction: column; align-items: stretch; gap: 10px; text-align: center; }
.vf-screen-title { margin: 0; font-size: 18px; line-height: 1.3; font-weight: 700; color: var(--vf-text); }
.vf-screen-text { margin: 0; font-size: 14px; line-height: 1.45; color: var(--vf-dimmed); }
.vf-screen-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 36px;
  padding: 0 18px; font-size: 14px; font-weight: 600; border-radius: var(--vf-button-radius);
  border: 1px solid transparent; box-sizing: border-box;
}
.vf-screen-btn-filled { background: var(--vf-primary); color: var(--vf-button-text); }
.vf-screen-btn-default { background: var(--vf-default-bg); color: var(--vf-default-text); border-color: var(--vf-border); }
.vf-screen-handoff { max-width: 100px; max-height: 100px; width: auto; height: 24px; }
.vf-screen-handoff-placeholder {
  display: inline-block; width: 14px; height: 22px; border: 2px solid currentColor; border-radius: 3px;
}
.vf-screen-camera {
  display: flex; align-items: center; justify-content: center; height: 170px; border-radius: var(--vf-radius);
  background: #1f1f1f; color: #ffffff; font-size: 13px;
}
.vf-screen-camera-document span {
  border: 2px dashed var(--vf-primary-light); border-radius: var(--vf-radius); padding: 36px 14px;
}
.vf-screen-oval { width: 96px; height: 128px; border-radius: 50%; border: 3px solid var(--vf-primary-light); }
.vf-screen-result-icon {
  align-self: center; display: inline-flex; align-items: center; justify-content: center; width: 56px;
  height: 56px; border-radius: 50%; color: #ffffff; font-size: 28px; font-weight: 700;
}
.vf-tone-success { background: var(--vf-success); }
.vf-tone-error { background: var(--vf-failure); }
.vf-tone-pending { background: var(--vf-warning); }
`;
