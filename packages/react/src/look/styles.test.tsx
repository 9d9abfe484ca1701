import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentModalButton } from '../document-modal/document-modal-button';
import { HostedVerificationDialog } from '../hosted/hosted-verification-dialog';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KitNotice } from './kit-look';

// The default look is the package's stylesheet (styles.css), not style objects in the components: each part a
// component renders must have its rule there, and no part may carry an inline look.
const stylesheet = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');
const ORIGIN = 'https://verify.example.test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The class names and `data-veriframe-*` parts under `root` that styles.css is expected to style. */
function namedParts(root: Element): string[] {
  const parts = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of element.classList) if (name.startsWith('veriframe-')) parts.add(`.${name}`);
    const dialogPart = element.getAttribute('data-veriframe-dialog');
    if (dialogPart) parts.add(`[data-veriframe-dialog="${dialogPart}"]`);
  }
  return [...parts];
}

describe('the default look is a stylesheet', () => {
  it('styles every part the button, the notice and the dialog name, and none carries an inline look', () => {
    const { container } = render(
      <VeriframeProvider config={{ hostedOrigins: [ORIGIN] }}>
        <DocumentModalButton modal={{ state: 'failed', open: async () => {} }} />
        <KitNotice part="frame" state="expired">
          The link expired.
        </KitNotice>
        <HostedVerificationDialog trigger="Verify" src={`${ORIGIN}/journey/abc`} />
      </VeriframeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const parts = namedParts(container);
    expect(parts).toEqual(
      expect.arrayContaining([
        '.veriframe-button',
        '.veriframe-notice',
        '.veriframe-notice-mark',
        '.veriframe-notice-words',
        '[data-veriframe-dialog="panel"]',
        '[data-veriframe-dialog="close"]',
      ]),
    );
    for (const part of parts)
      expect(stylesheet, `styles.css has no rule for ${part}`).toMatch(
        new RegExp(`^${escapeRegExp(part)}[ :\\[]`, 'm'),
      );
    // Only the frame's own size stays inline (a stylesheet could not win over the frame's inline size).
    const styled = [...container.querySelectorAll('[style]')].filter(
      (element) => element.tagName !== 'IFRAME',
    );
    expect(styled.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  it("leaves the button's look to the app when it passes a className", () => {
    render(<DocumentModalButton modal={{ state: 'ready', open: async () => {} }} className="mine" />);
    expect(screen.getByRole('button').className).toBe('mine');
  });

  it("styles only the kit's own classes and parts, so it never restyles the app's elements", () => {
    const selectors = stylesheet
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim())
      .filter((selector): selector is string => Boolean(selector));
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) expect(selector).toMatch(/^(\.veriframe-|\[data-veriframe-)/);
  });
});
