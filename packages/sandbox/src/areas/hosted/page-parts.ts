import { escapeHtml } from './html';
import { type PageTheme, themeStyleTag } from './theme';

// Markup the journey and capture pages share, written once so the two pages cannot drift apart.

/**
 * The `<head>` of a hosted page: no referrer (page URLs carry a link token), the area's stylesheet and script
 * (`/journey/assets/journey.js`, `/capture/assets/capture.js`; no inline code) and the theme's nonce stylesheet.
 */
export function hostedPageHead(area: 'journey' | 'capture', title: string, theme: PageTheme): string {
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/${area}/assets/hosted.css">
${themeStyleTag(theme)}
<script src="/${area}/assets/${area}.js" defer></script>
</head>`;
}

/**
 * The waiting icon of a result screen (manual review, more information needed): a clock drawn inline, in the
 * icon's text colour. Not an emoji: machines without an emoji font draw the hourglass as an empty box.
 */
export const waitingIcon =
  '<svg class="vf-icon-svg" viewBox="0 0 24 24" width="40" height="40" focusable="false" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M12 7v5.5l3.5 2" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/**
 * The inside of a result screen: the status icon, the title (focus target) and the subtitle. `testIdPrefix`
 * keeps each page's test ids (`result-title` on the journey, `capture-result-title` on the capture page).
 */
export function resultContent(
  icon: string,
  iconClass: string,
  title: string,
  subtitle: string,
  testIdPrefix = '',
): string {
  return `<div class="vf-result-icon ${iconClass}" aria-hidden="true">${icon}</div>
      <h1 tabindex="-1" data-testid="${testIdPrefix}result-title">${escapeHtml(title)}</h1>
      <p data-testid="${testIdPrefix}result-subtitle">${escapeHtml(subtitle)}</p>`;
}
