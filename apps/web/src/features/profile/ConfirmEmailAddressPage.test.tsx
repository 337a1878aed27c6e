import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@stagedoor/contracts';
import { queryClient } from '../../platform/query/query-client';
import { meQueryKey } from '../../platform/session/session';
import { renderWithProviders } from '../../test/render';
import { ConfirmEmailAddressPage } from './ConfirmEmailAddressPage';

const user = (overrides: Partial<User>): User => ({
  id: 5,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  role: 'ADMIN',
  status: 'ACTIVE',
  is_account_owner: true,
  email_verified: false,
  pending_email: null,
  locale: 'en',
  timezone: 'Europe/Amsterdam',
  account_id: 2,
  last_login_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

/** The registration's user, signed in when the link is opened. */
const registered = user({});
/** The login the address already had, in another account: confirming joins it, and the session becomes it. */
const existingLogin = user({ id: 8, account_id: 3, email_verified: true, last_login_at: '2030-01-02T00:00:00.000Z' });

type Answer = { status: number; body: unknown };

/** The server: POST of the confirmation link answers `confirm`; GET users/me answers who the session is now. */
function fakeServer(confirm: Answer) {
  const requests: string[] = [];
  let me = registered;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = `${init?.method ?? 'GET'} ${String(input)}`;
    requests.push(request);
    let answer: Answer = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } };
    if (request === 'POST /api/users/5/confirm-email/tok-1') {
      answer = confirm;
      if (confirm.status === 200) me = (confirm.body as { data: User }).data;
    } else if (request === 'GET /api/users/me') answer = { status: 200, body: { data: me } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }),
    );
  });
  return requests;
}

function renderPage() {
  queryClient.setQueryData(meQueryKey, registered);
  const router = createMemoryRouter([{ path: '/manage/profile/confirm-email-address/:token', element: <ConfirmEmailAddressPage /> }], {
    initialEntries: ['/manage/profile/confirm-email-address/tok-1'],
  });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <main>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </main>
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('ConfirmEmailAddressPage', { timeout: 30_000 }, () => {
  it('says the address is confirmed when the answer is the same user', async () => {
    fakeServer({ status: 200, body: { data: { ...registered, email_verified: true } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email address is confirmed' })).toBeTruthy();
    expect(screen.getByText('Thank you. You can now publish events and send messages to attendees.')).toBeTruthy();
  });

  it('says the account is added to the login the address already had, and confirms only once', async () => {
    const requests = fakeServer({ status: 200, body: { data: existingLogin } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'The account is added to your login' })).toBeTruthy();
    expect(
      screen.getByText('This address already had a login: log in with its password from now on, and choose this account or your others.'),
    ).toBeTruthy();
    // The session is now the joined login's; the page stays as it is and does not send the link again.
    await waitFor(() => expect(queryClient.getQueryData<User>(meQueryKey)?.id).toBe(8));
    expect(screen.getByRole('heading', { level: 1, name: 'The account is added to your login' })).toBeTruthy();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /api/users/5/confirm-email/tok-1']);
    expect(screen.getByRole('link', { name: 'Go to events' }).getAttribute('href')).toBe('/manage/events');
  });

  it('says why a link that no longer works failed', async () => {
    fakeServer({ status: 404, body: { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'The email address could not be confirmed' })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
  });

  it('leaves axe nothing to report on the joined result', async () => {
    fakeServer({ status: 200, body: { data: existingLogin } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'The account is added to your login' });
    // Colour contrast needs a real layout: the browser suite checks it.
    const audit = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
