/** A refusal the sandbox answers as Creem does: a status and a message. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}
