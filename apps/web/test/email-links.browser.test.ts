// The landing pages of the API's e-mails (/verify-email, /reset-password, and the two links of an e-mail change) against the real stack:
// the API sends its mail to the stack's mail catcher, and each test opens the link its mail holds.
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('the e-mail landing pages on the real stack', (browser) => {
  const { visit, apiClient, mailbox, signedInPage } = useRealStack(browser);

  let accounts = 0;
  async function registeredAccount() {
    const email = `linda${++accounts}-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    await apiClient().auth.register({ full_name: 'Linda Liukas', email, password });
    return { email, password };
  }

  /** The path and query (`/verify-email?token=...`) of the link in the newest mail to `to` that has one to `path`. */
  const latestMailedLink = (to: string, path: string) => mailbox().link(to, path);

  it('verifies the e-mail from the mailed link once, then says the link was already used', async () => {
    const { email } = await registeredAccount();
    const link = await latestMailedLink(email, '/verify-email');
    const page = await visit(link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoSeriousAxeViolations(page);

    const again = await visit(link);
    await again.getByRole('alert').getByText('This verification link has already been used.', { exact: false }).waitFor();
    await expect.poll(() => again.getByRole('heading', { name: 'Email verified' }).count()).toBe(0);
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

    const link = await latestMailedLink(email, '/reset-password');
    const page = await visit(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const alerts = page.locator('.field-error');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect.poll(() => alerts.count()).toBe(0);
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect(await alerts.allTextContents()).toEqual(['Password must be at least 8 characters', 'Please confirm your password']);
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByText('Password is required').waitFor();
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expect.poll(() => alerts.count()).toBe(0);
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

  it('says on the reset page, before saving, that every session is signed out and tokens are revoked, and does so', async () => {
    const { email, password } = await registeredAccount();
    const elsewhere = apiClient();
    await elsewhere.auth.login({ email, password });
    await elsewhere.tokens.create({ name: 'CI', scopes: ['read'] });
    await apiClient().auth.forgotPassword({ email });
    const page = await visit(await latestMailedLink(email, '/reset-password'));
    const form = page.locator('form');
    await form
      .getByText('Saving a new password signs out every session of your account, on every device, and revokes its personal access tokens', {
        exact: false,
      })
      .waitFor();
    await page.getByLabel('New password', { exact: true }).fill('another brand new passphrase');
    await page.getByLabel('Confirm new password').fill('another brand new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('every session was signed out and your personal access tokens were revoked', { exact: false }).waitFor();
    await expect(elsewhere.users.profile()).rejects.toMatchObject({ status: 401 });
  });

  it('confirms a new address from the link mailed to it, in a signed-in browser that shows it at once', async () => {
    const email = `linda${++accounts}-${Date.now()}@example.com`;
    const session = await apiClient().auth.register({ full_name: 'Linda Liukas', email, password: 'correct horse battery' });
    const client = apiClient();
    await client.auth.login({ email, password: 'correct horse battery' });
    const newEmail = `linda-new-${Date.now()}@example.com`;
    await client.users.updateProfile({ email: newEmail, current_password: 'correct horse battery' });
    const link = await latestMailedLink(newEmail, '/confirm-email-change');

    const page = await signedInPage(session, link);
    await page.getByRole('heading', { name: 'Email address changed' }).waitFor();
    await page.getByText(`Your account now uses ${newEmail}. Sign in with it from now on.`).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Go to settings' }).click();
    await page.waitForURL('**/settings');
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);

    const again = await visit(link);
    await again.getByRole('alert').getByText('This link to confirm your new e-mail address has already been used.', { exact: false }).waitFor();
    expect(await again.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('undoes an e-mail change from the old address’s link on a click: the address is back and everything is signed out', async () => {
    const { email, password } = await registeredAccount();
    const hijacker = apiClient();
    await hijacker.auth.login({ email, password });
    const theirs = `someone-else-${Date.now()}@example.com`;
    await hijacker.users.updateProfile({ email: theirs, current_password: password });
    await apiClient().auth.confirmEmailChange({ token: await mailbox().token(theirs, '/confirm-email-change') });
    expect((await hijacker.users.profile()).email).toBe(theirs);

    const link = await latestMailedLink(email, '/revert-email-change');
    const page = await visit(link);
    await page.getByRole('heading', { level: 1, name: 'Undo the email change' }).waitFor();
    await page.getByText('signs out every session and revokes every personal access token of the account', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
    // Opening the link alone does nothing (mail scanners open links): the account is still theirs until the click.
    expect((await hijacker.users.profile()).email).toBe(theirs);
    await page.getByRole('button', { name: 'Undo the change and sign out everywhere' }).click();
    await page.getByRole('heading', { name: 'Email change undone' }).waitFor();
    await page.getByText(`Your account uses ${email} again`, { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
    // The next step starts with the address that is the account's again.
    await page.getByRole('link', { name: 'Choose a new password' }).click();
    await page.waitForURL('**/forgot-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expect(hijacker.users.profile()).rejects.toMatchObject({ status: 401 });
    await expect(apiClient().auth.login({ email: theirs, password })).rejects.toMatchObject({ status: 401 });
    expect((await apiClient().auth.login({ email, password })).user.email).toBe(email);

    const again = await visit(link);
    await again.getByRole('button', { name: 'Undo the change and sign out everywhere' }).click();
    await again.getByRole('alert').getByText('This link to undo the e-mail change has already been used.', { exact: false }).waitFor();
  });

  it('says an undo link without a token failed', async () => {
    const page = await visit('/revert-email-change');
    await page.getByRole('alert').getByText('Failed to undo the email change').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Undo the change and sign out everywhere' }).count()).toBe(0);
  });

  it('says a reset link without a token failed and links back to /forgot-password', async () => {
    const page = await visit('/reset-password');
    await page.getByRole('alert').getByText('Failed to reset password').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    await expect.poll(() => page.locator('form').count()).toBe(0);
  });
});
