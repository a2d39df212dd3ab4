import type { RouteMethod } from './define-route.ts';

/** Where a route is: its method and its path under /v1 (`:name` for a parameter). */
export interface RouteAddress {
  readonly method: RouteMethod;
  readonly path: string;
}

/**
 * Every /v1 route's address, written once. The contracts (`<area>.ts`) add
 * what each route accepts and answers; this table stays free of schemas so a
 * client can build its calls from it without shipping zod to the browser.
 */
export const routePaths = {
  auth: {
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
  },
  tokens: {
    create: { method: 'post', path: '/tokens' },
    list: { method: 'get', path: '/tokens' },
    current: { method: 'get', path: '/tokens/current' },
    remove: { method: 'delete', path: '/tokens/:id' },
  },
  users: {
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
  },
  projects: {
    list: { method: 'get', path: '/projects' },
    create: { method: 'post', path: '/projects' },
    get: { method: 'get', path: '/projects/:id' },
    update: { method: 'put', path: '/projects/:id' },
    remove: { method: 'delete', path: '/projects/:id' },
    duplicate: { method: 'post', path: '/projects/:id/duplicate' },
  },
  sharing: {
    share: { method: 'post', path: '/projects/:id/share' },
    acceptInvitation: { method: 'post', path: '/invitations/accept' },
    previewInvitation: { method: 'get', path: '/invitations/preview' },
    acceptOwnInvitation: { method: 'post', path: '/invitations/:invitationId/accept' },
    declineOwnInvitation: { method: 'delete', path: '/invitations/:invitationId' },
    team: { method: 'get', path: '/projects/:id/team' },
    updateMemberRole: { method: 'put', path: '/projects/:id/team/:memberId' },
    removeMember: { method: 'delete', path: '/projects/:id/team/:memberId' },
    revokeInvitation: { method: 'delete', path: '/projects/:id/invitations/:invitationId' },
    publicProject: { method: 'get', path: '/projects/:id/public' },
  },
  notifications: {
    list: { method: 'get', path: '/notifications' },
    markRead: { method: 'post', path: '/notifications/read' },
  },
  catalogue: {
    templates: { method: 'get', path: '/templates' },
    template: { method: 'get', path: '/templates/:id' },
    components: { method: 'get', path: '/components' },
    component: { method: 'get', path: '/components/:id' },
  },
  exports: {
    create: { method: 'post', path: '/projects/:id/export' },
    list: { method: 'get', path: '/exports' },
    get: { method: 'get', path: '/exports/:id' },
    download: { method: 'get', path: '/exports/:id/download' },
  },
  analytics: {
    track: { method: 'post', path: '/analytics/events' },
    summary: { method: 'get', path: '/analytics' },
  },
  billing: {
    plans: { method: 'get', path: '/billing/plans' },
    subscription: { method: 'get', path: '/billing/subscription' },
    usage: { method: 'get', path: '/billing/usage' },
    subscribe: { method: 'post', path: '/billing/subscribe' },
    changePlan: { method: 'put', path: '/billing/subscription' },
    cancel: { method: 'delete', path: '/billing/subscription' },
    resume: { method: 'post', path: '/billing/subscription/resume' },
    invoices: { method: 'get', path: '/billing/invoices' },
    paymentMethods: { method: 'get', path: '/billing/payment-methods' },
    addPaymentMethod: { method: 'post', path: '/billing/payment-methods' },
    removePaymentMethod: { method: 'delete', path: '/billing/payment-methods/:id' },
    portal: { method: 'get', path: '/billing/portal' },
    checkoutReturn: { method: 'get', path: '/billing/checkout/return' },
    creemWebhook: { method: 'post', path: '/webhooks/creem' },
  },
} as const satisfies Record<string, Record<string, RouteAddress>>;

export type RoutePaths = typeof routePaths;
export type RouteArea = keyof RoutePaths;
