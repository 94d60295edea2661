// The one place that talks HTTP to the Pitchwise server (spec sections 7 and 8).

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors?: FieldErrors;
  /** Milliseconds the server asked us to wait (429 Retry-After). */
  readonly retryAfterMs?: number;
  /** The parsed JSON error body, when the server sent one. */
  readonly body?: unknown;

  constructor(
    message: string,
    options: { status: number; fieldErrors?: FieldErrors; retryAfterMs?: number; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterMs = options.retryAfterMs;
    this.body = options.body;
  }
}

export function isRateLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** A 404: what the server answers for a record that does not exist or is not the user's. */
export function isNotFoundError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

const DEFAULT_RETRY_AFTER_SECONDS = 5;

function retryAfterSeconds(response: Response): number {
  const header = response.headers.get('Retry-After')?.trim();
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS;
}

export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const { status, statusText } = response;
  if (status === 429) {
    const seconds = retryAfterSeconds(response);
    return new ApiError(`Rate limit exceeded. Please try again in ${seconds} seconds.`, {
      status,
      retryAfterMs: seconds * 1000,
    });
  }

  const text = await response.text().catch(() => undefined);
  const json = text ? parseJsonObject(text) : undefined;
  if (json) {
    return new ApiError(typeof json.message === 'string' ? json.message : `${status}: ${statusText}`, {
      status,
      fieldErrors: isFieldErrors(json.fieldErrors) ? json.fieldErrors : undefined,
      body: json,
    });
  }

  // An HTML page here usually means the request hit the app's index.html or a proxy page.
  if (text && /^\s*<(!doctype html|html)/i.test(text)) {
    console.warn(`${response.url || 'API call'} answered ${status} with an HTML page instead of JSON.`);
  }
  return new ApiError(text ? `${status}: ${statusText} - ${text}` : `${status}: ${statusText}`, { status });
}

type RequestOptions = {
  /** A JSON-serialisable value, or form fields sent form-encoded (the auth routes). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Sends the call and answers its response when it is OK; otherwise raises the ApiError. Exported for
 * a caller that reads the body itself (lib/server-events.ts); others use `api`.
 */
export async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const isForm = options.body instanceof URLSearchParams;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(isForm ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : isForm ? (options.body as URLSearchParams) : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  /** GET a file (e.g. a CSV export) whole, as a Blob. */
  getBlob: async (path: string, options?: Omit<RequestOptions, 'body'>) =>
    (await send('GET', path, { ...options, headers: { Accept: '*/*', ...options?.headers } })).blob(),
};
