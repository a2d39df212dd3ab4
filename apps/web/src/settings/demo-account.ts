/** The API's DEMO_EMAIL_DOMAIN: a demo account (spec section 6) is known by its address. */
const DEMO_EMAIL_SUFFIX = '@demo.kitsmith.dev';

/** Demo accounts have no password and no address of their own to change or verify. */
export const isDemoAccount = (email: string): boolean => email.toLowerCase().endsWith(DEMO_EMAIL_SUFFIX);
