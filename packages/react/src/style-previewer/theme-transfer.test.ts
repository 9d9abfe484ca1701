import { describe, expect, it } from 'vitest';
import { starterTheme } from './theme-model';
import { readShareHash, shareLink } from './theme-transfer';

describe('share links', () => {
  it('keep a hash route, so a hash router opens the previewer page (not "Page not found")', () => {
    const link = shareLink('http://127.0.0.1:5173/#/styles', starterTheme);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/#\/styles\?vf-theme=[\w-]+$/);
    const read = readShareHash(new URL(link).hash);
    expect(read).toEqual({ ok: true, value: starterTheme });
  });

  it('put the theme straight in the hash on a page without a hash route', () => {
    const link = shareLink('https://design.example.test/previewer', starterTheme);
    expect(link).toMatch(/^https:\/\/design\.example\.test\/previewer#vf-theme=[\w-]+$/);
    expect(readShareHash(new URL(link).hash)).toEqual({ ok: true, value: starterTheme });
  });

  it('validate a linked theme like an import, naming the key and what the rule wants', () => {
    const link = shareLink('http://x.test/#/styles', {
      styles: { defaultRadius: 'huge' },
      resultMessages: {},
    });
    const read = readShareHash(new URL(link).hash);
    expect(read?.ok).toBe(false);
    expect(read && !read.ok && read.error[0]).toMatchObject({
      path: 'styles.defaultRadius',
      message: expect.stringContaining('xs, sm, md, lg, xl'),
    });
    expect(readShareHash('#/styles')).toBeNull();
  });
});
