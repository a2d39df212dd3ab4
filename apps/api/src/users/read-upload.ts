import busboy from 'busboy';
import type { Context } from 'koa';
import { ApiError, badRequest, invalid } from '../http/errors.ts';

export interface ReadUploadOptions {
  /** The form field that must carry the file. */
  field: string;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** What the file is, for messages ("image"). */
  noun: string;
}

/** Room for the multipart envelope (boundaries, part headers, a few small fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const megabytes = (bytes: number): string => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

const tooLarge = (options: ReadUploadOptions) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The ${options.noun} is larger than ${megabytes(options.maxBytes)}. Choose a smaller ${options.noun} (at most ${megabytes(options.maxBytes)}).`,
  );

/**
 * Reads exactly one file from a multipart/form-data request, in memory and
 * never past `maxBytes` (busboy stops buffering at the limit; a request whose
 * body is far larger is cut off). Throws an ApiError a person can act on for
 * every way the upload can be wrong.
 */
export async function readSingleUpload(ctx: Context, options: ReadUploadOptions): Promise<Buffer> {
  const howTo = `Send the ${options.noun} as multipart/form-data in the form field "${options.field}".`;
  if (!ctx.is('multipart/form-data')) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', howTo);
  // A body past this cannot hold a file within the limit: stop reading it at once. (A file a little too large is
  // still read through and discarded, so the client, still sending, gets the 413 rather than a broken connection.)
  const cutOffBytes = options.maxBytes * 2 + ENVELOPE_BYTES;
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > cutOffBytes) {
    ctx.set('Connection', 'close');
    throw tooLarge(options);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: ctx.req.headers,
      // busboy counts a file that reaches the limit as cut off, so allow one byte more: exactly maxBytes is fine.
      limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 20 },
    });
  } catch {
    throw badRequest(`The upload could not be read (the multipart boundary is missing). ${howTo}`);
  }

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let found = false;
    let truncated = false;
    let otherField: string | undefined;
    let extraFiles = false;
    let settled = false;
    let received = 0;

    const fail = (error: ApiError): void => {
      if (settled) return;
      settled = true;
      ctx.req.unpipe(parser);
      reject(error);
    };

    ctx.req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > cutOffBytes) {
        ctx.set('Connection', 'close');
        fail(tooLarge(options));
      }
    });

    ctx.req.on('error', () => fail(badRequest(`The upload was interrupted. ${howTo}`)));

    parser.on('file', (name, stream) => {
      if (name !== options.field || found) {
        if (name !== options.field) otherField = name;
        else extraFiles = true;
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
    });
    parser.on('filesLimit', () => {
      extraFiles = true;
    });
    parser.on('error', () => fail(badRequest(`The upload could not be read (the multipart body is malformed). ${howTo}`)));
    parser.on('close', () => {
      if (truncated) return fail(tooLarge(options));
      if (extraFiles) return fail(invalid(`Send one ${options.noun} only, in the form field "${options.field}".`));
      if (!found) {
        const hint = otherField ? ` The file came in the field "${otherField}".` : '';
        return fail(invalid(`Attach the ${options.noun} in the form field "${options.field}".${hint}`));
      }
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    ctx.req.pipe(parser);
  });
}
