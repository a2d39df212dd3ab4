import { ApiError } from './errors.ts';

/** Settles like `work`, or rejects with a 503 when `work` has not settled within `ms` (spec: 30 s). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(503, 'TIMEOUT', 'The request took too long. Please try again.')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
