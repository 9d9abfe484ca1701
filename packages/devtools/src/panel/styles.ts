// The panel's look, inside its shadow root: nothing leaks into the page, nothing of the page leaks in.
export const panelStyles = `
:host { all: initial; }
* { box-sizing: border-box; }
.vfd { font: 13px/1.4 system-ui, sans-serif; color: #111827; }
.vfd-toggle { position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; display: inline-flex; gap: 6px;
  align-items: center; padding: 8px 12px; border-radius: 999px; border: 1px solid #4338ca; background: #312e81;
  color: #fff; font: 600 13px system-ui, sans-serif; cursor: pointer; box-shadow: 0 4px 14px rgb(0 0 0 / 0.25); }
.vfd-toggle:focus-visible, .vfd button:focus-visible, .vfd [role=tab]:focus-visible { outline: 3px solid #f59e0b;
  outline-offset: 2px; }
.vfd-badge { min-width: 20px; padding: 0 6px; border-radius: 999px; background: #dc2626; color: #fff; text-align: center; }
.vfd-panel { position: fixed; right: 16px; bottom: 64px; z-index: 2147483647; width: min(720px, calc(100vw - 32px));
  height: min(460px, calc(100vh - 96px)); display: flex; flex-direction: column; background: #fff;
  border: 1px solid #d1d5db; border-radius: 10px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.3); overflow: hidden; }
.vfd-panel[hidden] { display: none; }
.vfd-head { display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: #312e81; color: #fff; }
.vfd-head h2 { font-size: 14px; margin: 0; flex: 1; }
.vfd-head button { background: transparent; color: #fff; border: 1px solid #a5b4fc; border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.vfd-tabs { display: flex; gap: 2px; padding: 0 8px; background: #eef2ff; border-bottom: 1px solid #c7d2fe; }
.vfd-tabs [role=tab] { border: 0; background: transparent; padding: 8px 10px; cursor: pointer; color: #3730a3; font: inherit; }
.vfd-tabs [role=tab][aria-selected=true] { border-bottom: 3px solid #4338ca; font-weight: 600; color: #111827; }
.vfd-body { flex: 1; overflow: auto; padding: 8px 12px; }
.vfd-empty { color: #4b5563; }
.vfd-finding { border-left: 4px solid #dc2626; background: #fef2f2; padding: 6px 10px; margin: 0 0 8px; border-radius: 4px; }
.vfd-finding h3 { margin: 0 0 2px; font-size: 13px; }
.vfd-finding p { margin: 2px 0; }
.vfd-finding .vfd-fix { color: #065f46; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; word-break: break-word; }
th, td:first-child { white-space: nowrap; }
th { font-weight: 600; color: #374151; background: #f9fafb; position: sticky; top: 0; }
code { font: 12px ui-monospace, monospace; }
.vfd-bad { color: #b91c1c; font-weight: 600; }
.vfd-ok { color: #047857; }
.vfd-flow { margin: 0 0 10px; }
.vfd-flow h3 { margin: 0 0 4px; font-size: 13px; }
.vfd-flow ol { margin: 0; padding-left: 20px; }
`;
