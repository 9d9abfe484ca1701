import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:4173';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, width] of [['desktop', 1440], ['phone', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of pages) {
    await page.goto(base + path);
    const info = await page.evaluate(() => {
      const pres = [...document.querySelectorAll('.vp-doc pre')];
      const over = pres.filter((p) => p.scrollWidth > p.clientWidth + 1).map((p) => [p.scrollWidth, p.clientWidth]);
      const tables = [...document.querySelectorAll('.vp-doc table')].filter((t) => t.scrollWidth > t.clientWidth + 1).length;
      const pre = pres[0];
      const cw = pre ? pre.clientWidth : 0;
      const span = document.createElement('span'); span.textContent = 'x'.repeat(100);
      if (pre) { pre.querySelector('code').appendChild(span); }
      const charW = pre ? span.getBoundingClientRect().width / 100 : 0;
      span.remove();
      const pad = pre ? parseFloat(getComputedStyle(pre).paddingLeft) + parseFloat(getComputedStyle(pre).paddingRight) : 0;
      return { pres: pres.length, over: over.length, sample: over.slice(0, 3), tables, fitsChars: charW ? Math.floor((cw - pad) / charW) : 0, height: document.body.scrollHeight, docWidth: document.documentElement.scrollWidth };
    });
    console.log(name, path, JSON.stringify(info));
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/shots/${name}${path.replaceAll('/', '_')}.png`, fullPage: process.env.FULL === '1' });
  }
  await page.close();
}
await browser.close();
