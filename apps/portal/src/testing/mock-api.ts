import { spyOn } from 'storybook/test';
import { API_MARKER_HEADER, API_MARKER_VALUE, ErrorType } from '@rp/contract';

type Answer = readonly [status: number, body: unknown];
/** Answers one call: `[status, body]`; the request's parsed JSON body is passed in. */
type Handler = (body: unknown) => Answer;
/** Answers any call it knows (by method and URL, query included), else undefined. */
type Router = (request: { method: string; url: URL; body: unknown }) => Answer | undefined;

/**
 * Replaces `fetch` for an interaction story, the way an RP API answers (with its marker header): either answers
 * keyed `'POST /api/masine/update'` (path without query) or a router function. Unknown calls answer 404 with the
 * error model. Returns the spy, to assert what was sent; Storybook restores `fetch` after the story.
 */
export function mockApi(handlers: Record<string, Handler> | Router) {
  return spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof handlers === 'function' ? handlers({ method, url, body }) : handlers[key]?.(body);
    const [status, payload] = answer ?? [
      404,
      { ErrorCode: 404, Type: ErrorType.Danger, Message: `${key} is not mocked` },
    ];
    return new Response(JSON.stringify(payload), {
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

/** Every call made, as `'POST /api/zadaci/pocni/21/6?force=true'`. */
export function calledUrls(spy: ReturnType<typeof mockApi>): string[] {
  return spy.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
}
