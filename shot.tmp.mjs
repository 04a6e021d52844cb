import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-quic'] });
const [path, out, width, open] = process.argv.slice(2);
const page = await (await browser.newContext({ baseURL: 'http://127.0.0.1:8099', viewport: { width: Number(width), height: 900 } })).newPage();
await page.goto(path);
await page.locator('.aalto-count').filter({ hasText: /\d/ }).first().waitFor();
if (open) { await page.getByRole('button', { name: /Filters|Suodattimet|Filter/ }).first().click(); }
await page.screenshot({ path: out, fullPage: false });
await browser.close();
