/** One recorded call of the fake fetch. */
export interface FakeCall {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export type FakeHandler = (call: FakeCall, signal: AbortSignal | undefined) => Response | Promise<Response>;

/** A JSON answer, as the API sends it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown, status = 200) => json(status, { success: true, data });
export const fail = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { success: false, error: { code, message, details } });

/** A fetch that records every call and answers with `handler`. */
export function fakeFetch(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method: init.method ?? 'GET', url: String(input), authorization: headers.get('Authorization'), body };
    calls.push(call);
    return handler(call, init.signal ?? undefined);
  };
  return { fetch, calls };
}

/** A fetch that never answers, only rejecting when its signal aborts (as the real one does). */
export function hangingFetch() {
  return fakeFetch(
    (_call, signal) =>
      new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
      }),
  );
}
