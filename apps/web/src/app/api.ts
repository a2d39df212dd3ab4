import { clientOver } from '@kitsmith/client';
import { transport } from './transport.ts';

/** The typed /v1 client for the app's screens (loaded with them, not with the home page). */
export const api = clientOver(transport);
