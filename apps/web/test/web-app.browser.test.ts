// The web app against the real stack: built with Vite, served by the real API server, driven in Chromium.
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('the web app on the real stack', (browser) => {
  const { visit, apiClient, stack } = useRealStack(browser);

  let accounts = 0;
  async function existingAccount() {
    const email = `ada${++accounts}-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const client = apiClient();
    await client.auth.register({ full_name: 'Ada Lovelace', email, password });
    return { email, password, client };
  }


  it('has the spec title and description, and sends unknown paths home', async () => {
    const page = await visit('/no/such/page');
    await page.waitForURL(`${stack().baseUrl}/`);
    expect(await page.title()).toMatch(/UI Kit Builder/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Interactive showcase and generator for modern design components');
    await page.locator('.hero').getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/register');
  });

  it('signs up and lands on the dashboard with the empty state', async () => {
    const page = await visit('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a long password');
    await page.getByLabel('Confirm password').fill('a long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('user-name').getByText('Grace Hopper').waitFor();
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    // The stored token restores the session on a reload.
    await page.reload();
    await page.getByTestId('user-name').getByText('Grace Hopper').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack().baseUrl}/`);
  });

  it('validates the register form on submit, then on every change', async () => {
    const page = await visit('/register');
    const alerts = page.locator('.field-error');
    await page.getByLabel('Email').fill('not-an-email');
    await expect.poll(() => alerts.count()).toBe(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await alerts.allTextContents()).toEqual([
      'Full name is required',
      'Invalid email address',
      'Password is required',
      'Please confirm your password',
    ]);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByText('Invalid email address').waitFor({ state: 'detached' });
    await page.getByLabel('Email').fill('');
    await page.getByText('Email is required').waitFor();
  });

  it('validates the login form and shows the banner for a wrong password, cleared by the next attempt', async () => {
    const { email, password } = await existingAccount();
    const page = await visit('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByText('Log in to your account to continue').waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await page.locator('.field-error').allTextContents()).toEqual(['Email is required', 'Password is required']);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password. Please try again.').waitFor();
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor({ state: 'detached' });
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
  });

  it('shows the not-implemented message for Google and GitHub', async () => {
    const page = await visit('/login');
    await page.getByText('Or continue with').waitFor();
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText('Google sign-in not implemented yet. Please use email/password authentication.').waitFor();
    await page.getByRole('button', { name: 'GitHub' }).click();
    await page.getByText('GitHub sign-in not implemented yet. Please use email/password authentication.').waitFor();
  });

  it('launches the demo from the login page (highlighted from the header) into the seeded dashboard', async () => {
    const page = await visit('/');
    await page.getByRole('link', { name: 'Try Demo' }).click();
    await page.waitForURL('**/login');
    await page.locator('.demo-box-highlighted').getByText('Try Demo Account').waitFor();
    await page.getByRole('button', { name: 'Launch Demo Experience' }).click();
    await page.waitForURL('**/dashboard');
    await page.locator('.project-list > li').first().waitFor();
    expect(await page.locator('.project-list > li').count()).toBeGreaterThan(0);
  });

  it('launches the demo from the home hero', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Try Demo' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('redirects a signed-out visitor from a protected route to /login and back after login', async () => {
    const { email, password } = await existingAccount();
    const page = await visit('/dashboard?view=recent');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard?view=recent');
  });

  it('brings the theme saved in Settings to a new device at sign-in', async () => {
    const { email, password, client } = await existingAccount();
    await client.users.updatePreferences({ theme: 'dark' });
    const page = await visit('/login');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('auto');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('ui-kit-theme'))).toBe('dark');
  });

  it('refreshes a rejected access token once with the stored refresh token and carries on', async () => {
    const { client } = await existingAccount();
    const session = await client.auth.refresh();
    const page = await visit('/login');
    await page.evaluate((refresh) => {
      localStorage.setItem('access_token', 'expired-or-forged-access-token');
      localStorage.setItem('refresh_token', refresh);
    }, session.refresh_token);
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/v1/auth/refresh')) refreshes.push(response.status());
    });
    await page.goto('/dashboard');
    await page.getByTestId('user-name').getByText('Ada Lovelace').waitFor();
    expect(refreshes).toEqual([200]);
    const stored = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(stored[0]).not.toBe('expired-or-forged-access-token');
    expect(stored[1]).not.toBe(session.refresh_token);
  });

  it('treats a stored token the server rejects as signed out', async () => {
    const page = await visit('/login');
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-real-token'));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('sends the reset link and shows the confirmation', async () => {
    const page = await visit('/forgot-password');
    await page.getByRole('link', { name: 'Back to login' }).waitFor();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email sent').waitFor();
    await page
      .getByText("Check your email for a link to reset your password. If it doesn't appear within a few minutes, check your spam folder.")
      .waitFor();
  });

  it('shows a public project with its version and changelog, copies its link, and passes axe', async () => {
    const { client } = await existingAccount();
    const project = await client.projects.create({ name: 'Acme UI', description: 'The Acme design system' });
    await client.projects.share(project.id, { is_public: true });
    await client.versions.create(project.id, { message: 'First <b>release</b>', bump: 'minor' });
    const page = await visit(`/p/${project.id}`);
    await page.getByRole('heading', { name: 'Acme UI' }).waitFor();
    await page.getByText('The Acme design system').waitFor();
    // The changelog's markdown as elements: a version's message shows as typed, never as markup.
    expect(await page.getByTestId('project-version').textContent()).toBe('v1.1.0');
    await page.getByRole('heading', { name: 'Changelog' }).waitFor();
    await page.getByRole('heading', { name: /^v1\.1\.0 \w/ }).waitFor();
    await page.getByText('First <b>release</b>').waitFor();
    expect(await page.locator('.changelog b').count()).toBe(0);
    await expect.poll(() => page.getByTestId('component-count').textContent()).toBe(String(project.component_count));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack().baseUrl}/p/${project.id}`);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Clone project' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/features');
    await expectNoSeriousAxeViolations(page);
  });

  it('says a private or unknown project is not found or not public', async () => {
    const { client } = await existingAccount();
    const project = await client.projects.create({ name: 'Secret' });
    for (const id of [project.id, 'no-such-project']) {
      const page = await visit(`/p/${id}`);
      await page.getByRole('heading', { name: 'Project not found or is not public' }).waitFor();
      await page.getByText('This project may not exist or is not publicly shared.').waitFor();
    }
  });

  it('has no serious axe violations on the login and register pages', async () => {
    for (const path of ['/login', '/register']) {
      const page = await visit(path);
      await page.locator('form').waitFor();
      await expectNoSeriousAxeViolations(page);
    }
  });
});
