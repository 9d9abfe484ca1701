import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const dir = '/work/wt/docs/docs/public/diagrams/';
for (const name of process.argv.slice(2)) {
  const p = await b.newPage({ viewport: { width: 1000, height: 800 } });
  await p.goto('file://' + dir + name);
  const box = await p.evaluate(() => { const s = document.querySelector('svg'); return [s.viewBox.baseVal.width, s.viewBox.baseVal.height]; });
  await p.setViewportSize({ width: Math.ceil(box[0]), height: Math.ceil(box[1]) });
  await p.screenshot({ path: '/tmp/shots/raw-' + name.replace('.svg', '.png') });
  console.log(name, box);
}
await b.close();
