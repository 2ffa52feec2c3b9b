import { spyOn } from 'storybook/test';
import { API_MARKER_HEADER, API_MARKER_VALUE, ErrorType } from '@rp/contract';

/** Answers one call: `[status, body]`; the request's parsed JSON body is passed in. */
type Handler = (body: unknown) => readonly [number, unknown];

/**
 * Replaces `fetch` for an interaction story with answers keyed `'POST /api/masine/update'` (path without query).
 * Unknown calls answer 404 with the error model. Returns the spy, to assert what was sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  return spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const [status, answer] = handlers[key]?.(body) ?? [
      404,
      { ErrorCode: 404, Type: ErrorType.Danger, Message: `${key} is not mocked` },
    ];
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json', [API_MARKER_HEADER]: API_MARKER_VALUE },
    });
  });
}

/** The JSON body of the n-th call to `path` with `method`, as the portal sent it. */
export function sentBody(spy: ReturnType<typeof mockApi>, method: string, path: string, nth = 0): unknown {
  const calls = spy.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0]?.endsWith(path),
  );
  const init = calls[nth]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
