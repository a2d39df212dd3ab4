// /team and /invitations/accept against the real stack: the owner invites by e-mail, the invitee (a second browser)
// accepts from the mailed link and joins with the role, the owner changes the role and removes them.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiFactories, PASSWORD } from '../test-support/api-factories.ts';
import { describeInBrowserOnEachDatabase, expectNoSeriousAxeViolations, moveFocusInMenu, openMenuByKeyboard, useRealStack } from '../test-support/real-stack.ts';

describeInBrowserOnEachDatabase('the team screen and the invitation page on the real stack', (browser, database) => {
  const realStack = useRealStack(browser, {}, database);
  const { newPage, signedInPage, mailbox } = realStack;
  const factories = apiFactories(realStack);
  const account = (fullName: string, plan?: 'pro') => factories.account(fullName, plan ? { plan } : {});
  /** The path and query of the newest invitation link mailed to `to`. */
  const latestInvitationLink = (to: string) => mailbox().link(to, '/invitations/accept');

  const tokenOf = (link: string) => decodeURIComponent(new URL(link, 'http://x').searchParams.get('token') ?? '');

  const toast = (page: Page, text: string) => page.locator('.toast-region').getByText(text, { exact: false }).waitFor();
  const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element === document.activeElement);

  it('invites a teammate who logs in from the mailed link and joins with the role; the owner changes the role and removes them', async () => {
    const owner = await account('Olivia Owner', 'pro');
    const project = await owner.client.projects.create({ name: 'Acme UI' });
    const invitee = await account('Ivan Invitee');

    const page = await signedInPage(owner.session, '/team');
    await page.getByRole('heading', { level: 2, name: 'Acme UI' }).waitFor();
    await page.getByText('Nobody else is on this team yet.', { exact: false }).waitFor();
    await page.getByText('No pending invitations.', { exact: false }).waitFor();
    const send = page.getByRole('button', { name: 'Send invitation' });
    await send.click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email address').fill(invitee.email);
    // The role is a row of segments named by their group; Editor is chosen to start with.
    const role = page.getByRole('group', { name: 'Role' });
    expect(await role.getByRole('radio', { name: 'Editor' }).isChecked()).toBe(true);
    await role.getByRole('radio', { name: 'Admin' }).check();
    await role.getByRole('radio', { name: 'Admin' }).press('ArrowRight');
    expect(await role.getByRole('radio', { name: 'Editor' }).isChecked()).toBe(true);
    await send.click();
    await toast(page, `Invitation sent to ${invitee.email}.`);
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(invitee.email, { exact: true }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
    const firstLink = await latestInvitationLink(invitee.email);

    // Resending mails a new link; the first one stops working.
    await pending.getByRole('button', { name: `Resend invitation to ${invitee.email}` }).click();
    await toast(page, `Invitation sent again to ${invitee.email}. The earlier link no longer works.`);
    const link = await latestInvitationLink(invitee.email);
    expect(link).not.toBe(firstLink);
    expect(await pending.getByRole('listitem').count()).toBe(1);

    // The invitee, signed out in a browser of their own, is sent to log in and comes back to the link.
    const inviteePage = await newPage();
    await inviteePage.goto(link);
    await inviteePage.getByRole('heading', { level: 1, name: "You're invited to Acme UI" }).waitFor();
    await inviteePage.getByText('Olivia Owner invited you to Acme UI as an editor.').waitFor();
    await expectNoSeriousAxeViolations(inviteePage);
    await inviteePage.getByRole('link', { name: 'Log in to accept' }).click();
    await inviteePage.waitForURL('**/login');
    // The sign-in form starts with the invited address.
    expect(await inviteePage.getByLabel('Email').inputValue()).toBe(invitee.email.toLowerCase());
    await inviteePage.getByLabel('Password').fill(PASSWORD);
    await inviteePage.getByRole('button', { name: 'Log in', exact: true }).click();
    await inviteePage.waitForURL(`**${link}`);
    await inviteePage.getByText(`You are signed in as ${invitee.email}`, { exact: false }).waitFor();
    await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
    await inviteePage.getByRole('heading', { level: 1, name: 'You joined “Acme UI”' }).waitFor();
    expect(await inviteePage.getByRole('link', { name: 'Open the project' }).getAttribute('href')).toBe(`/project/${project.id}`);
    await inviteePage.getByText('You are an editor on this project: you can edit its design system.').waitFor();
    await expectNoSeriousAxeViolations(inviteePage);
    const joined = (await invitee.client.projects.list()).projects.find((each) => each.id === project.id);
    expect(joined?.role).toBe('editor');

    // Each link works once; the replaced one never again.
    for (const [used, message] of [
      [link, 'This invitation has already been used.'],
      [firstLink, 'This invitation link is not valid.'],
    ] as const) {
      await inviteePage.goto(used);
      await inviteePage.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }).waitFor();
      await inviteePage.getByRole('alert').getByText(message, { exact: false }).waitFor();
      expect(await inviteePage.getByRole('link', { name: 'Go to your projects' }).getAttribute('href')).toBe('/dashboard');
    }

    // The owner sees them on the team, changes their role, then removes them.
    await page.reload();
    const members = page.getByRole('list', { name: 'Members of Acme UI' });
    await members.locator('.item-title', { hasText: 'Ivan Invitee' }).waitFor();
    await page.getByText('No pending invitations.', { exact: false }).waitFor();
    // Their role is a menu button that says it; the menu's radio items change it.
    const roleMenu = members.getByRole('button', { name: 'Role of Ivan Invitee Editor' });
    await roleMenu.click();
    const roles = page.getByRole('menu', { name: 'Role of Ivan Invitee' });
    expect(await roles.getByRole('menuitemradio', { name: 'Editor' }).getAttribute('aria-checked')).toBe('true');
    await roles.getByRole('menuitemradio', { name: 'Viewer' }).click();
    await toast(page, 'Ivan Invitee is now a viewer.');
    const roleOnServer = async () => (await owner.client.projects.team(project.id)).members.find((m) => m.email === invitee.email)?.role;
    expect(await roleOnServer()).toBe('viewer');

    await members.getByRole('button', { name: 'Remove Ivan Invitee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Ivan Invitee from Acme UI?' });
    await dialog.getByText('They lose access to this project at once.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await toast(page, 'Ivan Invitee was removed from Acme UI.');
    await members.locator('.item-title', { hasText: 'Ivan Invitee' }).waitFor({ state: 'detached' });
    expect(await isFocused(page, '.team-block h3 >> nth=0')).toBe(true);
    expect(await roleOnServer()).toBeUndefined();
    expect((await invitee.client.projects.list()).projects.some((each) => each.id === project.id)).toBe(false);
  });

  it('tells an account with another address whom the invitation is for, and switches to the invited address to accept', async () => {
    const owner = await account('Otto Owner', 'pro');
    const project = await owner.client.projects.create({ name: 'Bound Kit' });
    const invitee = await account('Iris Invitee');
    const stranger = await account('Sam Stranger');
    await owner.client.projects.share(project.id, { invite: { email: invitee.email, role: 'viewer' } });
    const link = await latestInvitationLink(invitee.email);

    // The link reached someone signed in as another account (forwarded, or a shared computer).
    const page = await signedInPage(stranger.session, link);
    await page.getByRole('heading', { level: 1, name: `This invitation is for ${invitee.email}` }).waitFor();
    await page
      .getByRole('note')
      .getByText(`It was sent to ${invitee.email}, and you are signed in as ${stranger.email}. Only the account for ${invitee.email} can accept it.`)
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    // The server refuses it too, naming the address.
    await expect(stranger.client.projects.acceptInvitation(tokenOf(link))).rejects.toMatchObject({
      status: 403,
      code: 'INVITATION_FOR_ANOTHER_ADDRESS',
      message: expect.stringContaining(`This invitation was sent to ${invitee.email}`),
    });

    await page.getByRole('button', { name: `Sign in as ${invitee.email}` }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**${link}`);
    await page.getByText(`You are signed in as ${invitee.email}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.getByRole('heading', { level: 1, name: 'You joined “Bound Kit”' }).waitFor();
    expect((await stranger.client.projects.list()).projects.some((each) => each.id === project.id)).toBe(false);
  });

  it('says what the plan allows before anyone is invited, with a way to upgrade, and the server’s word for the owner’s own address', async () => {
    const owner = await account('Fiona Free');
    await owner.client.projects.create({ name: 'Solo Kit' });
    const page = await signedInPage(owner.session, '/team');
    // Before anything is typed: the plan's limit, the way to upgrade, and a form that cannot be sent.
    const limit = page.locator('.invite').getByRole('note');
    await limit.getByText('The Free plan does not include team members. Upgrade to invite people to this project.').waitFor();
    expect(await limit.getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe('/billing');
    expect(await page.getByLabel('Email address').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send invitation' }).isDisabled()).toBe(true);
    await page.getByText('No pending invitations.', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page, { include: '.team-page' });

    await factories.buyPlan(owner, 'pro');
    await page.reload();
    await page.locator('.invite').getByText('The Pro plan gives this project 5 team seats: 0 taken, 5 left.').waitFor();
    await page.getByLabel('Email address').fill(owner.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.locator('.invite').getByRole('alert').getByText('That address belongs to the project owner', { exact: false }).waitFor();
    await expect.poll(() => page.getByText('The Free plan does not include team members.', { exact: false }).count()).toBe(0);
  });

  it('switches between managed projects and cancels a pending invitation after confirming, which kills its link', async () => {
    const owner = await account('Paula Pro', 'pro');
    await owner.client.projects.create({ name: 'Alpha Kit' });
    const beta = await owner.client.projects.create({ name: 'Beta Kit' });
    const page = await signedInPage(owner.session, '/team');
    await page.getByRole('heading', { level: 2, name: 'Alpha Kit' }).waitFor();
    // The project is chosen from a menu by keyboard: Enter opens it, the arrows move, Enter chooses.
    const projects = page.getByRole('menu', { name: 'Project' });
    await openMenuByKeyboard(page, page.getByRole('button', { name: 'Project Alpha Kit' }), projects);
    await moveFocusInMenu(page, 'End', projects.getByRole('menuitemradio', { name: 'Beta Kit' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Beta Kit' }).waitFor();
    expect(new URL(page.url()).searchParams.get('project')).toBe(beta.id);

    const guest = `guest-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(guest);
    await page.getByRole('group', { name: 'Role' }).getByRole('radio', { name: 'Viewer' }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(guest, { exact: true }).waitFor();
    expect(await pending.innerText()).toMatch(/Viewer · invited .* · expires /);
    const link = await latestInvitationLink(guest);

    await pending.getByRole('button', { name: `Cancel invitation to ${guest}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the invitation to ${guest}?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pending.getByText(guest, { exact: true }).waitFor();
    await pending.getByRole('button', { name: `Cancel invitation to ${guest}` }).click();
    await dialog.getByRole('button', { name: 'Cancel invitation' }).click();
    await toast(page, `Invitation to ${guest} cancelled.`);
    await page.getByText('No pending invitations.', { exact: false }).waitFor();

    // Reloading keeps the chosen project.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Beta Kit' }).waitFor();
    const stranger = await account('Sam Stranger');
    await expect(stranger.client.projects.acceptInvitation(tokenOf(link))).rejects.toThrow('This invitation link is not valid.');
  });

  it('lets a member leave the projects shared with them, an admin included, then says what to do first without projects', async () => {
    const owner = await account('Omar Owner', 'pro');
    const shared = await owner.client.projects.create({ name: 'Shared Kit' });
    const managed = await owner.client.projects.create({ name: 'Admin Kit' });
    const member = await account('Mia Member');
    for (const [project, role] of [[shared, 'editor'], [managed, 'admin']] as const) {
      await owner.client.projects.share(project.id, { invite: { email: member.email, role } });
      await member.client.projects.acceptInvitation(tokenOf(await latestInvitationLink(member.email)));
    }

    const page = await signedInPage(member.session, '/team');
    await page.getByRole('heading', { level: 2, name: 'Admin Kit' }).waitFor();
    await page.getByText('You are an admin of this project, so you manage its team.').waitFor();
    const members = page.getByRole('list', { name: 'Members of Admin Kit' });
    await expect.poll(() => members.getByRole('button', { name: /^Role of Omar Owner/ }).count()).toBe(0);
    await members.getByRole('button', { name: 'Leave Admin Kit' }).click();
    await page.getByRole('dialog', { name: 'Leave Admin Kit?' }).getByRole('button', { name: 'Leave project' }).click();
    await toast(page, 'You left Admin Kit.');

    await page.getByText("You don't manage the team of any project.", { exact: false }).waitFor();
    const sharedWithYou = page.getByRole('region', { name: 'Shared with you' });
    await sharedWithYou.getByText('Editor: edits the design system').waitFor();
    await sharedWithYou.getByRole('button', { name: 'Leave Shared Kit' }).click();
    await page.getByRole('dialog', { name: 'Leave Shared Kit?' }).getByRole('button', { name: 'Leave project' }).click();
    await toast(page, 'You left Shared Kit.');
    await page.getByText('You have no projects yet', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to your projects' }).getAttribute('href')).toBe('/dashboard');
    for (const project of [shared, managed]) {
      expect((await owner.client.projects.team(project.id)).members.map((each) => each.email)).toEqual([owner.email]);
    }
  });

  // What the screens look like does not depend on the database: checked once, on SQLite.
  if (database === 'sqlite') {
    it('has no serious axe violation on /team and the invitation page in light and dark, and fits 360 px', async () => {
      const owner = await account('Lena Light', 'pro');
      const project = await owner.client.projects.create({ name: 'Contrast Kit' });
      const member = await account('Max Member');
      await owner.client.projects.share(project.id, { invite: { email: member.email, role: 'admin' } });
      await member.client.projects.acceptInvitation(tokenOf(await latestInvitationLink(member.email)));
      await owner.client.projects.share(project.id, { invite: { email: `pending-${Date.now()}@example.com`, role: 'viewer' } });

      const page = await signedInPage(owner.session, '/v1/health', { viewport: { width: 360, height: 800 } });
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((mode) => localStorage.setItem('ui-kit-theme', mode), theme);
        await page.goto('/team');
        await page.getByRole('list', { name: 'Members of Contrast Kit' }).locator('.item-title', { hasText: 'Max Member' }).waitFor();
        await page.getByRole('list', { name: 'Pending invitations' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expectNoSeriousAxeViolations(page, { include: '.team-page' });
        expect(await page.locator('.team-page').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

        await page.goto('/invitations/accept');
        await page.getByRole('heading', { level: 1, name: 'Invitation link not valid' }).waitFor();
        await page.getByRole('alert').getByText('This invitation link is not complete.', { exact: false }).waitFor();
        await expectNoSeriousAxeViolations(page);

        await page.goto('/invitations/accept?token=not-a-real-token');
        await page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }).waitFor();
        await page.getByRole('alert').getByText('This invitation link is not valid.', { exact: false }).waitFor();
        await expectNoSeriousAxeViolations(page);
      }
    });
  }
});
