import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelReply } from './recorded-answers.ts';

export interface ModelRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A small OpenAI-compatible server for the tests: `POST /v1/chat/completions` replays the replies
 * queued with `answerWith`, one per request, in order; a request with none queued gets a 500 that
 * says so. Every request is kept (path, bearer, JSON body), so tests can see what the SDK sent.
 */
export interface TestModelServer {
  /** The base URL to give as AI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ModelRequest[];
  answerWith(...replies: ModelReply[]): void;
  /** Forgets queued replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, reply: ModelReply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  response.end(JSON.stringify(reply.body));
}

export async function startModelServer(): Promise<TestModelServer> {
  let queue: ModelReply[] = [];
  const requests: ModelRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, { status: 404, body: { error: { message: `No route ${request.method} ${request.url}`, type: 'invalid_request_error' } } });
        return;
      }
      requests.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
      const reply = queue.shift() ?? { status: 500, body: { error: { message: 'the test queued no answer for this request', type: 'server_error' } } };
      if (!reply.delayMs) {
        send(response, reply);
        return;
      }
      const timer = setTimeout(() => send(response, reply), reply.delayMs);
      // The client gave up (its timeout): stop waiting.
      response.on('close', () => clearTimeout(timer));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (...replies) => {
      queue.push(...replies);
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
