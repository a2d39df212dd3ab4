// /settings against the real stack: profile and verification, avatar, password, preferences, CLI tokens, account deletion.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack, type VisitOptions } from '../test-support/real-stack.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'correct horse battery';

describeInBrowser('the settings screen on the real stack', (browser) => {
  const { apiClient, stack, mailbox, signedInPage } = useRealStack(browser);

  let accounts = 0;
  async function registeredAccount() {
    const email = `ada${++accounts}-${Date.now()}@example.com`;
    const session = await apiClient().auth.register({ full_name: 'Ada Lovelace', email, password: PASSWORD });
    return { email, session };
  }

  /** A new account, signed in in a fresh browser at /settings. */
  async function openSettings(options?: VisitOptions) {
    const { email, session } = await registeredAccount();
    const page = await signedInPage(session, '/settings', options);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    return { page, email };
  }

  /** A client signed in with its own session (not the browser's). */
  async function signedInClient(email: string, password = PASSWORD) {
    const client = apiClient();
    await client.auth.login({ email, password });
    return client;
  }

  /** How many mails to `to` with a matching subject the API has sent. */
  const mailsTo = (to: string, subject: RegExp): number => mailbox().received(to, subject).length;


  const toast = (page: Page, text: string) => page.locator('.toast-region').getByText(text, { exact: false }).waitFor();
  const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('edits the profile with validation, resends the verification e-mail, and refuses a taken address beside the field', async () => {
    const { page, email } = await openSettings();
    const profile = section(page, 'Profile');
    await profile.getByText('Not verified').waitFor();
    await profile.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await toast(page, 'We sent a new verification link. Check your inbox.');
    await expect.poll(() => mailsTo(email, /verif/i)).toBe(2);

    const save = profile.getByRole('button', { name: 'Save profile' });
    expect(await save.isDisabled()).toBe(true);
    await profile.getByLabel('Full name').fill('   ');
    await save.click();
    await profile.getByText('Full name is required').waitFor();
    await profile.getByLabel('Full name').fill('Ada King');
    await profile.getByText('Full name is required').waitFor({ state: 'detached' });
    await save.click();
    await toast(page, 'Profile saved.');
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect((await (await signedInClient(email)).users.profile()).full_name).toBe('Ada King');

    const other = await registeredAccount();
    const emailField = profile.getByLabel('Email', { exact: true });
    const currentPassword = profile.getByLabel('Current password');
    await expect.poll(() => currentPassword.count()).toBe(0);
    await emailField.fill('not-an-address');
    await save.click();
    await profile.getByText('Invalid email address').waitFor();
    // A new address needs the current password: the field appears with it, and is asked for before anything is sent.
    await emailField.fill(other.email);
    await currentPassword.waitFor();
    await save.click();
    await profile.locator('.field-error').getByText('Enter your current password to change your email address.').waitFor();
    await currentPassword.fill('not my password');
    await save.click();
    await profile.locator('.field-error').getByText('Current password is incorrect.').waitFor();
    await currentPassword.fill(PASSWORD);
    await save.click();
    await profile.locator('.field-error').getByText('An account with this email already exists.').waitFor();

    // A free address: nothing changes until the link mailed to it is opened; the change waits here meanwhile.
    const newEmail = `ada-new-${Date.now()}@example.com`;
    await emailField.fill(newEmail);
    await save.click();
    await toast(page, `We sent a confirmation link to ${newEmail}. Your address stays ${email} until you open it.`);
    expect(await emailField.inputValue()).toBe(email);
    await expect.poll(() => currentPassword.count()).toBe(0);
    const waiting = profile.getByRole('group', { name: 'Email change waiting for confirmation' });
    await waiting.getByText(`We sent a confirmation link to ${newEmail}. Your account keeps using ${email} until you open it`, { exact: false }).waitFor();
    await expect.poll(() => mailsTo(newEmail, /Confirm your new Kitsmith email address/)).toBe(1);
    await expect.poll(() => mailsTo(email, /Your Kitsmith email address is being changed/)).toBe(1);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    const reloaded = section(page, 'Profile');
    const stillWaiting = reloaded.getByRole('group', { name: 'Email change waiting for confirmation' });
    await stillWaiting.waitFor();
    expect(await reloaded.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await reloaded.getByLabel('Full name').inputValue()).toBe('Ada King');
    await stillWaiting.getByRole('button', { name: 'Resend link' }).click();
    await toast(page, `We sent a new confirmation link to ${newEmail}.`);
    await expect.poll(() => mailsTo(newEmail, /Confirm your new Kitsmith email address/)).toBe(2);
    await stillWaiting.getByRole('button', { name: 'Cancel change' }).click();
    await toast(page, 'The email change was canceled. Your address stays as it is.');
    await stillWaiting.waitFor({ state: 'detached' });
    expect((await (await signedInClient(email)).users.emailChange()).pending).toBeNull();
  });

  it('checks an avatar before upload, previews it, shows the server refusing a fake image, and uploads a real one', async () => {
    const { page } = await openSettings();
    const avatar = section(page, 'Avatar');
    const input = avatar.getByLabel('Choose an image');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await avatar.getByText('Choose a PNG, JPEG, WebP or GIF image.').waitFor();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await avatar.getByText('This image is 2.0 MB. Choose one of at most 2 MB.').waitFor();
    await expect.poll(() => avatar.getByRole('button', { name: 'Upload avatar' }).count()).toBe(0);

    // Named and typed as a PNG, but its bytes are text: only the server can tell.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not an image') });
    await avatar.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
    await avatar.getByRole('button', { name: 'Upload avatar' }).click();
    await avatar.getByRole('alert').getByText('This file is not a PNG, JPEG, WebP or GIF image', { exact: false }).waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await avatar.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
    await avatar.getByRole('button', { name: 'Upload avatar' }).click();
    await toast(page, 'Avatar updated.');
    const current = avatar.getByRole('img', { name: 'Your current avatar' });
    await current.waitFor();
    expect(await current.getAttribute('src')).toMatch(/\/v1\/users\/[^/]+\/avatar\?v=\d+$/);
    await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await expect.poll(() => avatar.getByRole('img', { name: 'Preview of your new avatar' }).count()).toBe(0);
    // Everywhere the person is shown, the image replaces the initial: the top bar's menu and the sidebar.
    for (const where of [page.locator('.user-menu-button'), page.locator('.sidebar-user')]) {
      const image = where.locator('img.user-avatar');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth).catch(() => 0)).toBe(1);
    }
  });

  it('changes the password with validation, says first that it signs out everywhere and revokes tokens, and keeps this session', async () => {
    const { page, email } = await openSettings();
    const elsewhere = await signedInClient(email);
    await elsewhere.tokens.create({ name: 'CI', scopes: ['read'] });
    await page.reload();
    const tokens = section(page, 'Personal access tokens');
    await tokens.getByRole('list', { name: 'Your tokens' }).getByText('CI', { exact: true }).waitFor();
    const password = section(page, 'Password');
    await password
      .getByText('Changing your password signs out every other session and revokes all your personal access tokens', { exact: false })
      .waitFor();
    const change = password.getByRole('button', { name: 'Change password' });
    await change.click();
    expect(await password.locator('.field-error').allTextContents()).toEqual([
      'Enter your current password',
      'Password is required',
      'Please confirm your password',
    ]);
    await password.getByLabel('Current password').fill('wrong password');
    await password.getByLabel('New password', { exact: true }).fill('short');
    await password.getByText('Password must be at least 8 characters').waitFor();
    await password.getByLabel('New password', { exact: true }).fill('a new passphrase');
    await password.getByLabel('Confirm new password').fill('a new passphrase');
    await change.click();
    await password.locator('.field-error').getByText('Current password is incorrect.').waitFor();

    await password.getByLabel('Current password').fill(PASSWORD);
    await change.click();
    await toast(page, 'Password changed. 1 other session was signed out and 1 personal access token was revoked.');
    expect(await password.getByLabel('Current password').inputValue()).toBe('');
    await tokens.getByText('No tokens yet.', { exact: false }).waitFor();
    await expect(elsewhere.users.profile()).rejects.toMatchObject({ status: 401 });
    await signedInClient(email, 'a new passphrase');
    // This session survived with the new one the answer held: a reload is still signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await section(page, 'Profile').getByLabel('Full name').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
  });

  it('saves preferences as they change, refuses an out-of-range width, and applies the theme at once', async () => {
    const { page, email } = await openSettings();
    const preferences = section(page, 'Preferences');
    await preferences.getByLabel('React components').check();
    await preferences.getByLabel('CSS variables').check();
    await preferences.getByText('All changes saved.').waitFor();
    // Short choices are segments (radio buttons named by their group): the arrow keys move and choose.
    const quotes = preferences.getByRole('group', { name: 'Quotes' });
    expect(await quotes.getByRole('radio', { name: 'Double "a"' }).isChecked()).toBe(true);
    await quotes.getByRole('radio', { name: 'Double "a"' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await quotes.getByRole('radio', { name: "Single 'a'" }).isChecked()).toBe(true);
    await preferences.getByRole('group', { name: 'Trailing commas' }).getByRole('radio', { name: 'ES5' }).check();
    await preferences.getByLabel('End statements with semicolons').uncheck();
    const width = preferences.getByLabel('Line width');
    await width.fill('30');
    await width.press('Enter');
    await preferences.getByText('Line width must be a whole number from 40 to 200').waitFor();
    await width.fill('100');
    await width.press('Tab');
    await preferences.getByText('Line width must be a whole number from 40 to 200').waitFor({ state: 'detached' });
    await preferences.getByLabel('Dark').check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const client = await signedInClient(email);
    await expect
      .poll(async () => (await client.users.preferences()).preferences)
      .toEqual({
        defaultExportFormats: ['css', 'react'],
        codeStyle: { singleQuote: true, trailingComma: 'es5', semi: false, printWidth: 100 },
        theme: 'dark',
      });

    await page.reload();
    const reloaded = section(page, 'Preferences');
    await reloaded.getByLabel('React components').waitFor();
    expect(await reloaded.getByLabel('React components').isChecked()).toBe(true);
    expect(await reloaded.getByLabel('Vue components').isChecked()).toBe(false);
    expect(await reloaded.getByLabel('Line width').inputValue()).toBe('100');
    await reloaded.getByRole('button', { name: 'Reset code style to defaults' }).click();
    await reloaded.getByText('All changes saved.').waitFor();
    expect(await reloaded.getByLabel('Line width').inputValue()).toBe('80');
    await expect.poll(async () => (await client.users.preferences()).preferences.codeStyle).toBeUndefined();
  });

  it('creates a read-only CLI token shown once with Copy, lists it with its scope, and revokes it after confirming', async () => {
    const { page } = await openSettings();
    const tokens = section(page, 'Personal access tokens');
    await tokens.getByText('No tokens yet.', { exact: false }).waitFor();
    await tokens.getByRole('button', { name: 'Create token' }).click();
    await tokens.getByText('Name is required').waitFor();
    await tokens.getByLabel('Token name').fill('Laptop CLI');
    await tokens.getByRole('group', { name: 'Expires after' }).getByRole('radio', { name: '30 days' }).check();
    const scopes = tokens.getByRole('group', { name: 'Scopes' });
    const read = scopes.getByRole('checkbox', { name: /^Read \(always on\)/ });
    expect([await read.isChecked(), await read.isDisabled()]).toEqual([true, true]);
    const write = scopes.getByRole('checkbox', { name: /^Write/ });
    await write.check();
    await write.uncheck();
    await tokens.getByRole('button', { name: 'Create token' }).click();

    const secret = tokens.getByRole('region', { name: 'Copy your new token “Laptop CLI” now' });
    await secret.getByText('You will not see it again.').waitFor();
    expect(await secret.evaluate((panel) => panel === document.activeElement)).toBe(true);
    const value = await secret.getByLabel('New token').inputValue();
    expect(value).toMatch(/^ks_pat_/);
    await secret.getByRole('button', { name: 'Copy' }).click();
    await secret.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    await secret.getByText('It can only read your projects.', { exact: false }).waitFor();

    // The token works for the CLI (a bearer token on the API), for reading only.
    const asCli = await fetch(`${stack().baseUrl}/v1/users/profile`, { headers: { Authorization: `Bearer ${value}` } });
    expect(asCli.status).toBe(200);
    const change = await fetch(`${stack().baseUrl}/v1/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${value}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Not with a read-only token' }),
    });
    expect(change.status).toBe(403);
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe('TOKEN_SCOPE');

    await secret.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => tokens.getByText('You will not see it again.').count()).toBe(0);
    const list = tokens.getByRole('list', { name: 'Your tokens' });
    await list.getByText('Laptop CLI', { exact: true }).waitFor();
    expect(await list.innerText()).toMatch(/never used · expires/);
    await list.getByText('Scopes: Read only', { exact: true }).waitFor();

    await list.getByRole('button', { name: 'Revoke token Laptop CLI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Laptop CLI”?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await list.getByRole('button', { name: 'Revoke token Laptop CLI' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await list.getByRole('button', { name: 'Revoke token Laptop CLI' }).click();
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await toast(page, 'Token “Laptop CLI” revoked.');
    await tokens.getByText('No tokens yet.', { exact: false }).waitFor();
    const afterRevoke = await fetch(`${stack().baseUrl}/v1/users/profile`, { headers: { Authorization: `Bearer ${value}` } });
    expect(afterRevoke.status).toBe(401);
  });

  it('deletes the account only after the typed phrase and the right password, then signs out to /', async () => {
    const { page, email } = await openSettings();
    await section(page, 'Delete account').getByRole('button', { name: 'Delete account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('To confirm, type “delete my account”').fill('delete my account');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password').fill('wrong password');
    await confirm.click();
    await dialog.getByRole('alert').getByText('Password is incorrect.').waitFor();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByLabel('Your password').press('Enter');
    await page.waitForURL(`${stack().baseUrl}/`);
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')])).toEqual([null, null]);
    await expect(apiClient().auth.login({ email, password: PASSWORD })).rejects.toThrow();
    await page.goto('/settings');
    await page.waitForURL('**/login');
  });

  it('uses a wide screen: the section links in a column beside the sections, marking the one read; above them on a phone', async () => {
    const { page } = await openSettings({ viewport: { width: 1440, height: 900 } });
    const box = async (selector: string) => {
      const rect = await page.locator(selector).first().boundingBox();
      if (!rect) throw new Error(`${selector} is not laid out`);
      return rect;
    };
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    await nav.waitFor();
    // The screen fills the room beside the sidebar, not a 52rem column with the right third empty.
    const main = await box('.dashboard-main');
    const screen = await box('.settings-page');
    expect(screen.width).toBeGreaterThan(main.width * 0.9);
    // The links stand beside the sections, and stay in view (sticky) as they scroll by.
    const links = await box('.section-nav');
    const profile = await box('#profile');
    expect(links.x + links.width).toBeLessThan(profile.x);
    expect(Math.abs(links.y - profile.y)).toBeLessThan(8);
    expect(profile.width).toBeGreaterThan(800);
    // The profile's two fields share a row.
    const [name, email] = await Promise.all([section(page, 'Profile').getByLabel('Full name').boundingBox(), section(page, 'Profile').getByLabel('Email', { exact: true }).boundingBox()]);
    expect(Math.abs((name?.y ?? 0) - (email?.y ?? 1))).toBeLessThan(2);

    const current = () => nav.locator('a[aria-current="location"]').textContent();
    await expect.poll(current).toBe('Profile');
    await nav.getByRole('link', { name: 'Access tokens' }).click();
    await expect.poll(current).toBe('Access tokens');
    expect(await nav.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(current).toBe('Delete account');

    const phone = await openSettings({ viewport: { width: 390, height: 844 } });
    const phoneLinks = await phone.page.locator('.section-nav').boundingBox();
    const phoneProfile = await phone.page.locator('#profile').boundingBox();
    expect((phoneLinks?.y ?? 0) + (phoneLinks?.height ?? 0)).toBeLessThanOrEqual(phoneProfile?.y ?? 0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('has no serious axe violation in light and dark, with the token secret and a dialog open, and fits 360 px', async () => {
    const { page } = await openSettings({ viewport: { width: 360, height: 800 } });
    const tokens = section(page, 'Personal access tokens');
    await tokens.getByLabel('Token name').fill('CI');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    await tokens.getByText('You will not see it again.').waitFor();
    await section(page, 'Preferences').getByLabel('Light', { exact: true }).waitFor();
    await section(page, 'Profile').getByText('Not verified').waitFor();
    for (const theme of ['light', 'dark'] as const) {
      // The appearance preference switches the theme in place, keeping the token secret on screen.
      await section(page, 'Preferences').getByLabel(theme === 'light' ? 'Light' : 'Dark', { exact: true }).check();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoSeriousAxeViolations(page, { include: '.settings-page' });
      expect(await page.locator('.settings-page').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

      await section(page, 'Delete account').getByRole('button', { name: 'Delete account...' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
      await dialog.getByLabel('Your password').fill('wrong password');
      await dialog.getByLabel('To confirm, type “delete my account”').fill('delete my account');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByRole('alert').waitFor();
      await expectNoSeriousAxeViolations(page, { include: '.confirm-dialog' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
