import { expect, test } from './fixtures';

test('the landing page shows features, how it works and pricing, and loads no form or dashboard code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Wake up to a call made for you' })).toBeVisible();
  for (const [link, id] of [
    ['Features', 'features'],
    ['How it works', 'how-it-works'],
    ['Pricing', 'pricing'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: link })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('Free forever')).toBeVisible();
  await expect(pricing.getByText('$49/year')).toBeVisible();
  await expect(pricing.getByText('Calendar integration')).toBeVisible();
  expect(scripts.some((s) => /LandingPage/.test(s))).toBe(true);
  expect(
    scripts.filter((s) =>
      /SchemaForm|RoutinePage|RoutineScreen|DashboardLayout|DashboardShell|ProfileForm/.test(s),
    ),
  ).toEqual([]);
});
