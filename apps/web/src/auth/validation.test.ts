import { describe, expect, it } from 'vitest';
import { validateEmail, validateForgotPassword, validateLogin, validateRegister, validateResetPassword } from './validation.ts';

describe('auth form validation (spec section 5)', () => {
  it('requires an email with a domain suffix of at least 2 letters, any case', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('ada')).toBe('Invalid email address');
    expect(validateEmail('ada@example')).toBe('Invalid email address');
    expect(validateEmail('ada@example.c')).toBe('Invalid email address');
    expect(validateEmail('Ada.Lovelace+ks@Example.CO')).toBeUndefined();
  });

  it('requires the login password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: 'a@b.io', password: 'x' })).toEqual({});
  });

  it('checks every register field with the spec messages', () => {
    expect(validateRegister({ fullName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateRegister({ fullName: 'Ada', email: 'a@b.io', password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateRegister({ fullName: 'Ada', email: 'a@b.io', password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('holds a new password on the reset page to the register rules', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'Password is required', confirmPassword: 'Please confirm your password' });
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(validateResetPassword({ password: '12345678', confirmPassword: '12345679' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateResetPassword({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('checks the reset email', () => {
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Invalid email address' });
  });
});
