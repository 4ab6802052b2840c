import puppeteer from 'puppeteer';
const base = process.argv[2] ?? 'http://127.0.0.1:3101';
(async () => {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 800 });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e}`));
  const reqs: string[] = [];
  page.on('request', (r) => { if (r.url().includes('i18n')) reqs.push(r.url()); });
  await page.goto(`${base}/de/konzerte`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.cm-wrapper, #cc-main', { timeout: 10000 }).catch(() => logs.push('no consent'));
  await new Promise((r) => setTimeout(r, 1500));
  const consent = await page.evaluate(() => document.querySelector('#cc-main')?.textContent?.slice(0, 200));
  console.log('consent:', consent);
  await page.screenshot({ path: '/tmp/shot1.png' });
  // accept and navigate client side to stories and to English
  await page.evaluate(() => (document.querySelector('[data-role="all"], .cm__btn') as HTMLElement | null)?.click());
  await page.click('a[href="/de/stories"]').catch((e) => logs.push('click stories ' + e));
  await page.waitForFunction(() => location.pathname === '/de/stories' && !!document.querySelector('h1'), { timeout: 10000 });
  await new Promise((r) => setTimeout(r, 1000));
  console.log('stories h1:', await page.evaluate(() => document.querySelector('h1')?.textContent));
  const hrefEn = await page.evaluate(() => (document.querySelector('a[hreflang="en"], a[lang="en"]') as HTMLAnchorElement | null)?.getAttribute('href'));
  console.log('en link', hrefEn);
  if (hrefEn) {
    await page.evaluate((h) => (document.querySelector(`a[href="${h}"]`) as HTMLElement).click(), hrefEn);
    await page.waitForFunction(() => document.documentElement.lang === 'en', { timeout: 10000 });
    await new Promise((r) => setTimeout(r, 1000));
    console.log('en h1:', await page.evaluate(() => document.querySelector('h1')?.textContent), await page.evaluate(() => document.querySelector('header')?.textContent?.slice(0, 200)));
  }
  await page.screenshot({ path: '/tmp/shot2.png' });
  console.log('i18n requests', reqs);
  console.log(logs.join('\n'));
  await browser.close();
})();
