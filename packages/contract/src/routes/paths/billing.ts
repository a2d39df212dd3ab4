import type { RouteAddress } from './route-address.ts';

export const billingPaths = {
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
} as const satisfies Record<string, RouteAddress>;
