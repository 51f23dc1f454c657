/**
 * The environment of the web app, read and checked in this one place. Vite inlines
 * `import.meta.env.VITE_*` at build time.
 */
export interface WebEnv {
  /** Origin of the API; empty means the same origin as the page (the server serves both). */
  apiOrigin: string;
  /** The spec's default is no request timeout. */
  requestTimeoutMs: number | undefined;
  /** Repeats of a GET after a transport failure or timeout; other methods never repeat unasked. */
  requestRetries: number;
}

function positiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${raw}`);
  return value;
}

export const env: WebEnv = {
  apiOrigin: (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/$/, ''),
  requestTimeoutMs: positiveInt(import.meta.env.VITE_REQUEST_TIMEOUT_MS, 'VITE_REQUEST_TIMEOUT_MS'),
  requestRetries: positiveInt(import.meta.env.VITE_REQUEST_RETRIES, 'VITE_REQUEST_RETRIES') ?? 2,
};
