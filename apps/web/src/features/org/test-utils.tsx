import type { SessionUser } from '@edu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { rolesOf, useAuthStore } from '../../app/auth-store';

/** Test helpers of the organization pages: a stubbed server, a logged-in user, the providers. */

export type Handler = (url: URL, body: URLSearchParams | null) => unknown;

/** Stubs fetch: every call is recorded and answered with the handler's data in a 200 envelope. */
export function stubServer(handler: Handler) {
  const calls: { url: URL; body: URLSearchParams | null; method: string }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const body =
      typeof init?.body === 'string' || init?.body instanceof URLSearchParams ? new URLSearchParams(init.body) : null;
    calls.push({ url, body, method: init?.method ?? 'GET' });
    const data = handler(url, body);
    const envelope =
      data instanceof ServerError ? { code: data.code, msg: data.msg, data: null } : { code: 200, msg: 'ok', data };
    return new Response(JSON.stringify(envelope), {
      status: data instanceof ServerError ? data.code : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export class ServerError {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {}
}

export function loginAs(roletype: number, over: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    id: 1,
    token: 't',
    username: 'me',
    name: 'Me',
    avatorurl: '',
    schoolid: roletype === 3 ? 11 : null,
    brandid: roletype === 2 ? null : 1,
    roletype,
    introduction: '',
    ...over,
  };
  useAuthStore.setState({ token: 't', user, roles: rolesOf(user), roletype });
  return user;
}

export function renderOrg(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

export const page = <T,>(list: T[], total = list.length) => ({ list, total, page: 1, pageSize: 20 });
