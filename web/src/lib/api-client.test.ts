import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, isRateLimitError } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client requests', () => {
  it('sends the session cookie and JSON headers', async () => {
    const fetchMock = stubFetch(Response.json({ id: 7 }, { status: 201 }));

    const created = await api.post<{ id: number }>('/api/waitlist', { name: 'Ada', email: 'ada@example.com' });

    expect(created).toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/waitlist');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(init?.body).toBe(JSON.stringify({ name: 'Ada', email: 'ada@example.com' }));
  });

  it('sends form fields form-encoded', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await api.post('/auth/signout', new URLSearchParams({ csrfToken: 'abc' }));

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.credentials).toBe('include');
  });

  it('yields an empty result for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(api.delete('/api/companies/1')).resolves.toBeUndefined();
  });

  it('reads a file as a Blob', async () => {
    const fetchMock = stubFetch(new Response('ID,Email\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    const file = await api.getBlob('/api/waitlist/export.csv');

    expect(await file.text()).toBe('ID,Email\r\n');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: '*/*' });
  });

  it('raises a failed file read like any other call', async () => {
    stubFetch(Response.json({ message: 'Forbidden' }, { status: 403 }));

    const error = await caught(api.getBlob('/api/waitlist/export.csv'));

    expect(error.message).toBe('Forbidden');
    expect(error.status).toBe(403);
  });

  it('passes extra headers', async () => {
    const fetchMock = stubFetch(Response.json({ isSignedIn: false }));

    await api.get('/isSignedIn', { headers: { 'Cache-Control': 'no-cache' } });

    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
  });
});

describe('api client errors', () => {
  it('raises a JSON error body as it is', async () => {
    const body = { message: 'Validation failed', fieldErrors: { email: 'Enter a valid email' } };
    stubFetch(Response.json(body, { status: 422, statusText: 'Unprocessable Entity' }));

    const error = await caught(api.post('/api/waitlist', {}));

    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email' });
    expect(error.body).toEqual(body);
  });

  it('falls back to the status when a JSON error body has no message', async () => {
    stubFetch(Response.json({ error: 'nope' }, { status: 409, statusText: 'Conflict' }));

    const error = await caught(api.get('/api/waitlist'));

    expect(error.message).toBe('409: Conflict');
    expect(error.fieldErrors).toBeUndefined();
  });

  it("uses 'status: statusText - body text' for a non-JSON body", async () => {
    stubFetch(new Response('database is down', { status: 503, statusText: 'Service Unavailable' }));

    const error = await caught(api.get('/api/companies'));

    expect(error.message).toBe('503: Service Unavailable - database is down');
    expect(error.status).toBe(503);
  });

  it('leaves out the body text when the body cannot be read', async () => {
    const response = new Response('ignored', { status: 500, statusText: 'Internal Server Error' });
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('stream broke'));
    stubFetch(response);

    const error = await caught(api.get('/api/companies'));

    expect(error.message).toBe('500: Internal Server Error');
  });

  it('logs a diagnostic when the error body is an HTML page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(new Response('<!DOCTYPE html><html></html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = await caught(api.get('/api/companies'));

    expect(error.message).toBe('502: Bad Gateway - <!DOCTYPE html><html></html>');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('turns 429 into the rate-limit message with the Retry-After delay', async () => {
    stubFetch(new Response('slow down', { status: 429, headers: { 'Retry-After': '12' } }));

    const error = await caught(api.post('/api/content/generate', { companyId: 1 }));

    expect(error.message).toBe('Rate limit exceeded. Please try again in 12 seconds.');
    expect(error.retryAfterMs).toBe(12_000);
    expect(isRateLimitError(error)).toBe(true);
  });

  it('defaults the rate-limit delay to 5 seconds', async () => {
    stubFetch(new Response(null, { status: 429 }));

    const error = await caught(api.get('/api/companies'));

    expect(error.message).toBe('Rate limit exceeded. Please try again in 5 seconds.');
    expect(error.retryAfterMs).toBe(5000);
  });

  it('does not treat other errors as rate limits', async () => {
    stubFetch(Response.json({ message: 'Forbidden' }, { status: 403 }));

    expect(isRateLimitError(await caught(api.get('/api/users')))).toBe(false);
  });
});
