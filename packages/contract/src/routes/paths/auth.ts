import type { RouteAddress } from './route-address.ts';

export const authPaths = {
  register: { method: 'post', path: '/auth/register' },
  login: { method: 'post', path: '/auth/login' },
  refresh: { method: 'post', path: '/auth/refresh' },
  logout: { method: 'post', path: '/auth/logout' },
  forgotPassword: { method: 'post', path: '/auth/forgot-password' },
  resetPassword: { method: 'post', path: '/auth/reset-password' },
  verifyEmail: { method: 'post', path: '/auth/verify-email' },
  confirmEmailChange: { method: 'post', path: '/auth/confirm-email-change' },
  revertEmailChange: { method: 'post', path: '/auth/revert-email-change' },
  demo: { method: 'post', path: '/auth/demo' },
  google: { method: 'post', path: '/auth/google' },
  github: { method: 'post', path: '/auth/github' },
} as const satisfies Record<string, RouteAddress>;
