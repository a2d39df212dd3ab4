import { describe, expect, it } from 'vitest';
import { serverUserSchema, userSchema } from './user.ts';
import { mapServerUser, userDisplayName } from './user-view.ts';
import type { ServerUser } from './user.ts';

function serverUser(overrides: Partial<ServerUser> = {}): ServerUser {
  return serverUserSchema.parse({
    id: 'u1',
    email: 'ada@example.com',
    created_at: '2024-01-01T00:00:00Z',
    ...overrides,
  });
}

describe('serverUserSchema', () => {
  it('accepts the optional fields as null', () => {
    const user = serverUserSchema.parse({
      id: 'u1',
      email: 'ada@example.com',
      created_at: '2024-01-01T00:00:00Z',
      full_name: null,
      avatar_url: null,
      last_login_at: null,
      last_activity: null,
      subscription_plan: null,
      subscription_status: null,
    });
    expect(user.full_name).toBeNull();
    expect(user.is_email_verified).toBe(false);
  });

  it('rejects an unknown plan and a negative counter', () => {
    expect(serverUserSchema.safeParse({ ...serverUser(), subscription_plan: 'platinum' }).success).toBe(false);
    expect(serverUserSchema.safeParse({ ...serverUser(), project_count: -1 }).success).toBe(false);
  });
});

describe('mapServerUser', () => {
  it('renames the server fields', () => {
    const user = mapServerUser(
      serverUser({
        full_name: 'Ada Lovelace',
        avatar_url: 'https://example.com/ada.png',
        is_email_verified: true,
        last_login_at: '2024-02-01T00:00:00Z',
        subscription_plan: 'earlybird',
        subscription_status: 'trialing',
      }),
    );
    expect(user).toMatchObject({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      emailVerified: true,
      createdAt: '2024-01-01T00:00:00Z',
      lastLoginAt: '2024-02-01T00:00:00Z',
      subscription: 'earlybird',
      subscriptionStatus: 'trialing',
    });
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('falls back to createdAt for lastLoginAt', () => {
    expect(mapServerUser(serverUser()).lastLoginAt).toBe('2024-01-01T00:00:00Z');
    expect(mapServerUser(serverUser({ last_login_at: null })).lastLoginAt).toBe('2024-01-01T00:00:00Z');
  });

  it("always gives role 'user'", () => {
    expect(mapServerUser(serverUser()).role).toBe('user');
  });

  it("defaults the plan to 'free' and the status to 'active'", () => {
    const user = mapServerUser(serverUser({ subscription_plan: null }));
    expect(user.subscription).toBe('free');
    expect(user.subscriptionStatus).toBe('active');
  });

  it('leaves name and photo null when the server has none', () => {
    const user = mapServerUser(serverUser());
    expect(user.displayName).toBeNull();
    expect(user.photoURL).toBeNull();
  });

  it('copies the usage counters', () => {
    const user = mapServerUser(
      serverUser({
        project_count: 4,
        component_count: 17,
        export_count: 2,
        team_member_count: 3,
        last_activity: '2024-03-01T12:00:00Z',
      }),
    );
    expect(user.usageStats).toEqual({
      projectCount: 4,
      componentCount: 17,
      exportCount: 2,
      teamMembersCount: 3,
      lastActivity: '2024-03-01T12:00:00Z',
    });
  });

  it('counts missing counters as 0', () => {
    const { usageStats } = mapServerUser(serverUser({ export_count: null }));
    expect([usageStats.projectCount, usageStats.componentCount, usageStats.exportCount, usageStats.teamMembersCount]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('falls back to the last login, then createdAt, for lastActivity', () => {
    expect(mapServerUser(serverUser({ last_login_at: '2024-02-01T00:00:00Z' })).usageStats.lastActivity).toBe(
      '2024-02-01T00:00:00Z',
    );
    expect(mapServerUser(serverUser()).usageStats.lastActivity).toBe('2024-01-01T00:00:00Z');
  });
});

describe('userDisplayName', () => {
  it('uses the display name', () => {
    expect(userDisplayName({ displayName: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('falls back to the part of the email before the @', () => {
    expect(userDisplayName({ displayName: null, email: 'ada.l@example.com' })).toBe('ada.l');
    expect(userDisplayName({ displayName: '  ', email: 'ada.l@example.com' })).toBe('ada.l');
  });
});
