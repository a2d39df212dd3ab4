import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { billingProducts } from './runtime.ts';

/** loadConfig with a data folder that needs no JWT secret file. */
const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent', ...env });

describe('billing configuration (BILLING, NODE_ENV)', () => {
  it('defaults to the sandbox in development and tests, and to off in production without CREEM_API_KEY', () => {
    expect(load({}).billing).toMatchObject({ mode: 'sandbox', production: false, sandboxControl: { access: 'closed' } });
    expect(load({ NODE_ENV: 'test' }).billing?.mode).toBe('sandbox');
    expect(load({ NODE_ENV: 'production' }).billing).toMatchObject({ mode: 'off', production: true });
    // CREEM_API_KEY alone means Creem, in any environment.
    expect(load({ NODE_ENV: 'production', CREEM_API_KEY: 'creem_abc', CREEM_WEBHOOK_SECRET: 'whsec_12345678' }).billing?.mode).toBe('prod');
  });

  it('runs the mode BILLING names; the sandbox in production only when asked, its control routes closed without a token', () => {
    expect(load({ NODE_ENV: 'production', BILLING: 'sandbox' }).billing).toMatchObject({ mode: 'sandbox', production: true, sandboxControl: { access: 'closed' } });
    expect(load({ NODE_ENV: 'production', BILLING: 'sandbox', SANDBOX_CONTROL_TOKEN: 'a-token-of-16-chars' }).billing?.sandboxControl).toEqual({
      access: 'token',
      token: 'a-token-of-16-chars',
    });
    expect(load({ BILLING: 'sandbox', SANDBOX_CONTROL_TOKEN: 'a-token-of-16-chars' }).billing?.sandboxControl).toEqual({ access: 'token', token: 'a-token-of-16-chars' });
    expect(load({ BILLING: 'off' }).billing?.mode).toBe('off');
    // Off wins over a key left in the environment: nothing is sold.
    expect(load({ BILLING: 'off', CREEM_API_KEY: 'creem_abc' }).billing?.mode).toBe('off');
    expect(load({ BILLING: 'creem', CREEM_API_KEY: 'creem_test_abc', CREEM_WEBHOOK_SECRET: 'whsec_12345678' }).billing?.mode).toBe('test');
  });

  it('stops on a bad combination with a message naming the variable', () => {
    expect(() => load({ BILLING: 'creem' })).toThrow('Invalid environment: CREEM_API_KEY: required with BILLING=creem');
    expect(() => load({ NODE_ENV: 'production', BILLING: 'creem' })).toThrow(/CREEM_API_KEY: required with BILLING=creem/);
    expect(() => load({ BILLING: 'sandbox', CREEM_API_KEY: 'creem_test_abc', CREEM_WEBHOOK_SECRET: 'whsec_12345678' })).toThrow(
      /BILLING: sandbox simulates payments and does not use CREEM_API_KEY/,
    );
    expect(() => load({ BILLING: 'stripe' })).toThrow('Invalid environment: BILLING: must be creem, sandbox or off');
    expect(() => load({ SANDBOX_CONTROL_TOKEN: 'short' })).toThrow(/SANDBOX_CONTROL_TOKEN: must be at least 16 characters/);
    expect(() => load({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV: must be development, test or production/);
  });
});

describe('billing configuration (CREEM_*)', () => {
  it('runs the sandbox without CREEM_API_KEY, with the catalogue’s product ids unless overridden', () => {
    const billing = load({ CREEM_PRODUCT_PRO: 'prod_custom_pro' }).billing;
    expect(billing).toMatchObject({ mode: 'sandbox', apiKey: undefined, products: { pro: 'prod_custom_pro', earlybird: undefined } });
    expect(billing && billingProducts(billing)).toEqual({
      earlybird: 'prod_earlybird_monthly',
      pro: 'prod_custom_pro',
      enterprise: 'prod_enterprise_monthly',
      lifetime: 'prod_lifetime_pass',
    });
  });

  it('talks to Creem’s test or live API with a key whose prefix matches CREEM_SERVER', () => {
    const test = load({ CREEM_API_KEY: 'creem_test_abc', CREEM_WEBHOOK_SECRET: 'whsec_12345678', CREEM_PRODUCT_PRO: 'prod_1' }).billing;
    expect(test).toMatchObject({ mode: 'test', apiKey: 'creem_test_abc', webhookSecret: 'whsec_12345678', products: { pro: 'prod_1', enterprise: undefined } });
    expect(load({ CREEM_API_KEY: 'creem_live1', CREEM_SERVER: 'prod', CREEM_WEBHOOK_SECRET: 'whsec_12345678' }).billing?.mode).toBe('prod');
  });

  it('stops with a message naming the variable when the key and the server disagree, or the secret is missing', () => {
    expect(() => load({ CREEM_API_KEY: 'creem_test_abc', CREEM_SERVER: 'prod', CREEM_WEBHOOK_SECRET: 'whsec_12345678' })).toThrow(
      'Invalid environment: CREEM_API_KEY: CREEM_SERVER=prod needs a live key (creem_..., not creem_test_...); this one is a test key.',
    );
    expect(() => load({ CREEM_API_KEY: 'creem_live1', CREEM_SERVER: 'test', CREEM_WEBHOOK_SECRET: 'whsec_12345678' })).toThrow(/CREEM_SERVER=test needs a test key/);
    expect(() => load({ CREEM_API_KEY: 'sk_live_stripe', CREEM_WEBHOOK_SECRET: 'whsec_12345678' })).toThrow(/does not look like a Creem API key/);
    expect(() => load({ CREEM_API_KEY: 'creem_test_abc' })).toThrow(/CREEM_WEBHOOK_SECRET: required with CREEM_API_KEY/);
    expect(() => load({ CREEM_SERVER: 'staging' })).toThrow(/CREEM_SERVER: must be test or prod/);
    expect(() => load({ CREEM_PRODUCT_PRO: 'prod pro' })).toThrow(/CREEM_PRODUCT_PRO: must be a Creem product id/);
  });
});
