import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject, type To } from 'react-router-dom';
import { beforeAll, expect, vi } from 'vitest';
import type { Role } from '../../shared/api/auth';
import { pathOf } from '../../shared/api/call';
import { paths, type HttpMethod, type RouteId } from '../../shared/api/paths';
import { AppProvider } from '../../web/src/app/provider';
import { AppRouter } from '../../web/src/app/router';
import { createQueryClient } from '../../web/src/lib/query-client';

/** Loads the lazy route modules a file visits (web/src/app/routes/<name>.tsx) before its tests, so none waits for a first import. */
export function preloadRoutes(...names: string[]): void {
  beforeAll(async () => {
    for (const name of names) await import(`../../web/src/app/routes/${name}.tsx`);
  });
}

/**
 * Renders the whole app (providers, shell, lazy routes) at `url` on an in-memory router. `url`
 * may be a location with navigation state, as a page reached by `navigate(to, { state })` sees it.
 */
export function renderApp(
  url: string | { pathname: string; state?: unknown } = '/',
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = memoryRouter([url]);
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

/**
 * The app's router on an in-memory history, with what tests read of it: `state.location`,
 * `state.historyAction` and `navigate(to | delta)`.
 */
export function memoryRouter(initialEntries: (string | { pathname: string; state?: unknown })[], initialIndex?: number) {
  const history = createMemoryHistory({ initialEntries, initialIndex, v5Compat: true });
  const state = {
    get location() {
      return history.location;
    },
    get historyAction() {
      return history.action;
    },
  };
  // The history takes one listener (the app's router); tests may watch each change as well.
  const subscribers = new Set<(current: typeof state) => void>();
  const listen = history.listen.bind(history);
  history.listen = (listener) =>
    listen((update) => {
      listener(update);
      subscribers.forEach((subscriber) => subscriber(state));
    });
  return {
    history,
    state,
    /** Calls `subscriber` after each navigation, as the history reports it; returns the unsubscribe. */
    subscribe: (subscriber: (current: typeof state) => void) => {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    navigate: (to: To | number): Promise<void> => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      return Promise.resolve();
    },
  };
}

export type TestRouter = ReturnType<typeof memoryRouter>;

/** Renders `table` (instead of the app's routes) on an in-memory router; for components tested on their own routes. */
export function renderRoutes(table: RouteObject[], initialEntries: string[], initialIndex?: number) {
  const router = memoryRouter(initialEntries, initialIndex);
  return { ...render(<AppRouter router={router} table={table} />), router };
}

export const currentPath = (router: TestRouter) => router.state.location.pathname;

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token; the browser only decodes it. `expiresIn` is in seconds from now. */
export function fakeToken({
  userId = 'u1',
  role = 'user',
  name = 'Rina Rahman',
  expiresIn = 3600,
}: { userId?: string; role?: Role; name?: string; expiresIn?: number } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ userId, role, name, exp })}.signature`;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The API's 400 refusing the field at `path` (`body.price`) with `message`, as its request validation answers. */
export const fieldRefused = (path: string, message: string): MockResponse => ({
  status: 400,
  body: { error: message, message, code: 'VALIDATION_ERROR', details: [{ path, message }] },
});

export type Handler = (body: unknown, init: RequestInit | undefined, url: URL) => MockResponse | Promise<MockResponse>;

/**
 * A response the test gives later, to see the page while its request is in flight. `respond` first
 * waits for the request to reach fetch: a page can show its busy state before its call gets there
 * (on a loaded machine), and answering before that would answer nothing.
 */
export function heldResponse() {
  let release: ((response: MockResponse) => void) | undefined;
  const handler: Handler = () =>
    new Promise<MockResponse>((resolve) => {
      release = resolve;
    });
  const respond = async (response: MockResponse) => {
    const answer = await vi.waitFor(
      () => {
        if (!release) throw new Error('the request has not reached fetch yet');
        return release;
      },
      { timeout: 5000 },
    );
    answer(response);
  };
  return { handler, respond };
}

/**
 * A mock key: a route id (any path parameters), or `routeKey(id, params)` for one resource of
 * that route, e.g. `routeKey('getOrder', { orderId: 21 })`.
 */
export type MockKey = RouteId | `${HttpMethod} /${string}`;

/** The key of one resource of a route: its method and its path with these parameters. */
export const routeKey = (id: RouteId, params: Record<string, string | number>): MockKey =>
  `${paths[id].method} ${pathOf(id, params)}` as MockKey;

const literalSegments = (path: string) => path.split('/').filter((s) => s !== '' && !s.startsWith('{')).length;
/** Most literal segments first, as the gateway prefers a literal segment (`my-orders`) to a parameter (`{orderId}`). */
const byPriority = (Object.keys(paths) as RouteId[]).sort((a, b) => literalSegments(paths[b].path) - literalSegments(paths[a].path));

/** The route a request reaches, matched on method and path exactly as the paths table declares them. */
export function routeOf(method: string, pathname: string): RouteId | undefined {
  const segments = pathname.split('/');
  return byPriority.find((id) => {
    const route = paths[id];
    const pattern = route.path.split('/');
    return (
      route.method === method &&
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith('{') || part === segments[i])
    );
  });
}

const requestOf = (input: RequestInfo | URL, init: RequestInit | undefined) => {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  const method = init?.method ?? 'GET';
  return { url, method, key: `${method} ${url.pathname}`, route: routeOf(method, url.pathname) };
};

const matches = (request: ReturnType<typeof requestOf>, key: MockKey) => request.key === key || request.route === key;

/**
 * Stubs fetch with handlers keyed by route id (or `routeKey` for one resource; that wins over the
 * route id). Unknown routes answer 404 like the API does. Returns the mock so a test can read the
 * calls it received.
 */
export function mockApi(handlers: Partial<Record<MockKey, Handler | MockResponse>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = requestOf(input, init);
    const handler = handlers[request.key as MockKey] ?? (request.route ? handlers[request.route] : undefined);
    const requestBody = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const {
      status = 200,
      body,
      headers,
    } = handler
      ? typeof handler === 'function'
        ? await handler(requestBody, init, request.url)
        : handler
      : { status: 404, body: { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** URLs of the calls the mock received for one route (or one `routeKey`), to read their query strings. */
export const urlsOf = (fetchMock: ReturnType<typeof mockApi>, key: MockKey): URL[] =>
  fetchMock.mock.calls
    .map(([input, init]) => requestOf(input, init))
    .filter((request) => matches(request, key))
    .map(({ url }) => url);

/** Waits until the last request to `key` asks with `query`: each parameter's value, or null where it must be absent. */
export const expectLastQuery = (fetchMock: ReturnType<typeof mockApi>, key: MockKey, query: Record<string, string | null>) =>
  waitFor(() => {
    const last = urlsOf(fetchMock, key).at(-1)!;
    for (const [name, value] of Object.entries(query)) expect(last.searchParams.get(name), name).toBe(value);
  });

/** Calls the mock received for one route (or one `routeKey`), with their parsed JSON bodies. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, key: MockKey) =>
  fetchMock.mock.calls
    .filter(([input, init]) => matches(requestOf(input, init), key))
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }));

export const apiUser = (overrides: Partial<{ id: string; name: string; email: string; role: Role }> = {}) => ({
  id: 'u1',
  name: 'Rina Rahman',
  email: 'rina@example.com',
  role: 'user' as Role,
  ...overrides,
});

/** Signed in as Ada Admin (her token stored, GET /api/auth/me answered), with `handlers` for the screen under test. */
export function mockAdminApi(handlers: Partial<Record<MockKey, Handler | MockResponse>> = {}) {
  localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
  return mockApi({ getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) }, ...handlers });
}
