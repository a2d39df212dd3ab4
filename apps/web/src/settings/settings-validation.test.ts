import { describe, expect, it } from 'vitest';
import {
  avatarFileProblem,
  codeStyleNumberProblem,
  matchesDeletePhrase,
  validatePasswordChange,
  validateProfile,
  validateToken,
} from './settings-validation.ts';

describe('the settings forms, checked as the server checks them', () => {
  it('needs a name and a valid address on the profile', () => {
    const current = 'ada@example.com';
    expect(validateProfile({ fullName: '  ', email: 'ada@example', currentPassword: 'pw' }, current)).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email address',
    });
    expect(validateProfile({ fullName: 'x'.repeat(201), email: '', currentPassword: 'pw' }, current)).toEqual({
      fullName: 'Full name must be at most 200 characters',
      email: 'Email is required',
    });
    expect(validateProfile({ fullName: 'Ada', email: ' ADA@example.com ', currentPassword: '' }, current)).toEqual({});
  });

  it('asks for the current password only when the address changes', () => {
    const current = 'ada@example.com';
    expect(validateProfile({ fullName: 'Ada', email: 'ada@new.example.com', currentPassword: '' }, current)).toEqual({
      currentPassword: 'Enter your current password to change your email address.',
    });
    expect(validateProfile({ fullName: 'Ada', email: 'ada@new.example.com', currentPassword: 'secret words' }, current)).toEqual({});
    expect(validateProfile({ fullName: 'Ada King', email: current, currentPassword: '' }, current)).toEqual({});
  });

  it('needs the current password and a new one of 8+ characters, different and confirmed', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validatePasswordChange({ currentPassword: 'old password', newPassword: 'short', confirmPassword: 'shorter' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validatePasswordChange({ currentPassword: 'same words', newPassword: 'same words', confirmPassword: 'same words' })).toEqual({
      newPassword: 'The new password is the same as the current one. Choose a different password.',
    });
    expect(validatePasswordChange({ currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'new password' })).toEqual({});
  });

  it('names tokens with 1 to 100 characters', () => {
    expect(validateToken({ name: ' ', expiresInDays: '' })).toEqual({ name: 'Name is required' });
    expect(validateToken({ name: 'x'.repeat(101), expiresInDays: '30' })).toEqual({ name: 'Name must be at most 100 characters' });
    expect(validateToken({ name: 'Laptop CLI', expiresInDays: '30' })).toEqual({});
  });

  it('takes PNG, JPEG, WebP and GIF avatars up to exactly 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('This image is 2.0 MB. Choose one of at most 2 MB.');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(avatarFileProblem({ type: 'image/gif', size: 0 })).toMatch(/empty/);
  });

  it('keeps code style widths within the preferences schema', () => {
    expect(codeStyleNumberProblem('printWidth', '39')).toBe('Line width must be a whole number from 40 to 200');
    expect(codeStyleNumberProblem('printWidth', '120')).toBeUndefined();
    expect(codeStyleNumberProblem('tabWidth', '2.5')).toBe('Indent width must be a whole number from 1 to 8');
    expect(codeStyleNumberProblem('tabWidth', '')).toBe('Indent width must be a whole number from 1 to 8');
  });

  it('accepts the delete phrase whatever its case and surrounding spaces', () => {
    expect(matchesDeletePhrase(' Delete my account ')).toBe(true);
    expect(matchesDeletePhrase('delete account')).toBe(false);
  });
});
