/** `modal.css`: the integrator's iframe shown as a centred dialog over a dimmed page; full screen on phones. */
export const modalCss = `
html.sv-modal-open { overflow: hidden; }
.sv-modal-backdrop {
  position: fixed; inset: 0; background: rgba(15, 20, 30, 0.55); z-index: 2147483000;
  animation: sv-fade 120ms ease-out;
}
iframe.sv-modal-frame {
  position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%);
  width: 420px; height: 670px; max-width: calc(100vw - 16px); max-height: calc(100vh - 16px);
  border: 0; border-radius: 12px; background: #f1f3f5; box-shadow: 0 20px 60px rgba(0, 0, 0, 0.35);
  z-index: 2147483001;
}
iframe.sv-modal-frame[hidden] { display: none; }
@media (max-width: 480px) {
  iframe.sv-modal-frame { width: 100vw; height: 100vh; max-width: none; max-height: none; border-radius: 0; }
}
@keyframes sv-fade { from { opacity: 0; } to { opacity: 1; } }
`;
