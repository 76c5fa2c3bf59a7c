import { expect, test } from 'vitest';
import { baseUrl, browserPerFile, newContext } from './browser.ts';

const browser = browserPerFile();

test('/ lands on /signup', async () => {
  const { page } = await newContext(browser());
  await page.goto('/');
  await page.waitForURL('**/signup');
  expect(new URL(page.url()).pathname).toBe('/signup');
});

test('an unknown path shows the 404 page with product.md texts', async () => {
  const { page } = await newContext(browser());
  await page.goto('/no-such-page');
  await expect
    .poll(() => page.getByRole('heading', { name: '404 - Page Not Found' }).count())
    .toBe(1);
  expect(await page.getByText('The page you are looking for does not exist.').count()).toBe(1);
});

test('the server serves hashed assets with long cache headers and index.html with no-cache', async () => {
  const html = await fetch(`${baseUrl()}/socialize`);
  expect(html.status).toBe(200);
  expect(html.headers.get('cache-control')).toBe('no-cache');
  const body = await html.text();
  const asset = /\/assets\/[^"]+\.js/.exec(body)?.[0];
  expect(asset).toBeDefined();
  const js = await fetch(`${baseUrl()}${asset}`);
  expect(js.status).toBe(200);
  expect(js.headers.get('cache-control')).toContain('immutable');
  // The build writes .br and .gz copies; the server picks one by Accept-Encoding (fetch decodes).
  for (const encoding of ['br', 'gzip']) {
    const compressed = await fetch(`${baseUrl()}${asset}`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toBe('accept-encoding');
    expect(await compressed.text()).toBe(await (await fetch(`${baseUrl()}${asset}`)).text());
    const page = await fetch(`${baseUrl()}/chat`, { headers: { 'accept-encoding': encoding } });
    expect(page.headers.get('content-encoding')).toBe(encoding);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(body);
  }
  const api404 = await fetch(`${baseUrl()}/api/nothing-here`);
  expect(api404.status).toBe(404);
  expect(await api404.json()).toMatchObject({ code: 'NOT_FOUND' });
});
