import type { RouteAddress } from './route-address.ts';

export const usersPaths = {
  profile: { method: 'get', path: '/users/profile' },
  updateProfile: { method: 'put', path: '/users/profile' },
  emailChange: { method: 'get', path: '/users/email-change' },
  resendEmailChange: { method: 'post', path: '/users/email-change/resend' },
  cancelEmailChange: { method: 'delete', path: '/users/email-change' },
  deleteAccount: { method: 'delete', path: '/users/profile' },
  preferences: { method: 'get', path: '/users/preferences' },
  updatePreferences: { method: 'put', path: '/users/preferences' },
  changePassword: { method: 'put', path: '/users/password' },
  uploadAvatar: { method: 'post', path: '/users/avatar' },
  avatar: { method: 'get', path: '/users/:id/avatar' },
  stats: { method: 'get', path: '/users/stats' },
  resendVerification: { method: 'post', path: '/users/resend-verification' },
} as const satisfies Record<string, RouteAddress>;
