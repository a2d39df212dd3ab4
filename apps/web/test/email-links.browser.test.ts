// The landing pages of the API's e-mails (/verify-email and /reset-password) against the real stack:
// the API without SMTP_URL keeps every mail in the outbox table of <DATA_DIR>/kitsmith.sqlite, read here.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('the e-mail landing pages on the real stack', (browser) => {
  const { visit, apiClient, stack } = useRealStack(browser);

  let accounts = 0;
  async function registeredAccount() {
    const email = `linda${++accounts}-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    await apiClient().auth.register({ full_name: 'Linda Liukas', email, password });
    return { email, password };
  }

  /** The path and query (`/verify-email?token=...`) of the link in the newest mail to `to` that has one to `path`. */
  function latestMailedLink(to: string, path: string): string {
    const db = new Database(join(stack().dataDir, 'kitsmith.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const mails = db.prepare('SELECT text FROM outbox WHERE to_address = ? ORDER BY id DESC').all(to) as { text: string }[];
      for (const mail of mails) {
        const match = new RegExp(`${stack().baseUrl.replace(/[.]/g, '\\.')}(${path}\\?token=[A-Za-z0-9_%.-]+)`).exec(mail.text);
        if (match?.[1]) return match[1];
      }
    } finally {
      db.close();
    }
    throw new Error(`no mail to ${to} with a ${path} link`);
  }


  it('verifies the e-mail from the mailed link once, then says the link was already used', async () => {
    const { email } = await registeredAccount();
    const link = latestMailedLink(email, '/verify-email');
    const page = await visit(link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoSeriousAxeViolations(page);

    const again = await visit(link);
    await again.getByRole('alert').getByText('This verification link has already been used.', { exact: false }).waitFor();
    expect(await again.getByRole('heading', { name: 'Email verified' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(again);
  });

  it('says a verify link without a token failed', async () => {
    const page = await visit('/verify-email');
    await page.getByRole('alert').getByText('Failed to verify email').waitFor();
  });

  it('resets the password from the mailed link and logs in with the new one', async () => {
    const { email } = await registeredAccount();
    const forgot = await visit('/forgot-password');
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText('Password reset email sent').waitFor();

    const link = latestMailedLink(email, '/reset-password');
    const page = await visit(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const alerts = page.locator('.field-error');
    await page.getByLabel('New password', { exact: true }).fill('short');
    expect(await alerts.count()).toBe(0);
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect(await alerts.allTextContents()).toEqual(['Password must be at least 8 characters', 'Please confirm your password']);
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByText('Password is required').waitFor();
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    expect(await alerts.count()).toBe(0);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password updated' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');

    // The link is single-use: a second try shows the server's message and the way back to /forgot-password.
    const again = await visit(link);
    await again.getByLabel('New password', { exact: true }).fill(newPassword);
    await again.getByLabel('Confirm new password').fill(newPassword);
    await again.getByRole('button', { name: 'Save new password' }).click();
    await again.getByRole('alert').getByText('This password reset link has already been used.', { exact: false }).waitFor();
    expect(await again.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says a reset link without a token failed and links back to /forgot-password', async () => {
    const page = await visit('/reset-password');
    await page.getByRole('alert').getByText('Failed to reset password').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.locator('form').count()).toBe(0);
  });
});
