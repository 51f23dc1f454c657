import { chromium } from '@playwright/test';
const [,, url, out, w, h, theme = 'dark', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } });
await context.addInitScript((v) => localStorage.setItem('arenabet.preferences', v), JSON.stringify({ state: { theme, fontSize: 'm', cookieConsent: { level: 3, time: 1 }, pinnedGames: [] }, version: 1 }));
const page = await context.newPage();
await page.goto('http://127.0.0.1:8080' + url);
await page.locator('main#main').waitFor();
await page.waitForTimeout(300);
if (extra === 'menu') { await page.locator('button[aria-controls="side-menu"]').click(); await page.waitForTimeout(400); }
if (extra === 'more') { await page.locator('header nav button[aria-expanded]').click(); await page.waitForTimeout(200); }
if (extra === 'hover') { await page.locator('[aria-disabled="true"]').first().hover(); await page.waitForTimeout(300); }
await page.screenshot({ path: out });
await browser.close();
