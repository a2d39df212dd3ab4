import { errorMessage } from '../../ui/error-message.ts';
import { FlushError } from '../save/use-autosave.ts';

/** A failed save or restore in words: the autosave's reason (offline, a conflict to settle) or the server's. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof FlushError ? error.message : errorMessage(error, fallback);
