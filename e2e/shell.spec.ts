import { expect, test } from './fixtures.js';

test('an unknown path shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the server answers health and readiness checks', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toMatch(/No such API endpoint/);
});
