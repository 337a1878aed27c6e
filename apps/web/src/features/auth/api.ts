import { queryOptions } from '@tanstack/react-query';
import {
  authResponseSchema,
  dataEnvelope,
  invitationSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordResetTokenSchema,
  type AcceptInvitationBody,
  type AuthResponse,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type ResetPasswordBody,
} from '@stagedoor/contracts';
import { api } from '../../platform/api/client';

const invitationAnswer = dataEnvelope(invitationSchema);
const resetTokenAnswer = dataEnvelope(passwordResetTokenSchema);

export type AccountChoice = Extract<LoginResponse, { accounts: unknown }>['accounts'][number];

export function isAccountChoice(response: LoginResponse): response is Extract<LoginResponse, { accounts: unknown }> {
  return 'accounts' in response && !('token' in response);
}

export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post('auth/login', body, { authRedirect: false, schema: loginResponseSchema });
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post('auth/register', body, { authRedirect: false, schema: authResponseSchema });
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post('auth/forgot-password', { email }, { authRedirect: false, schema: messageResponseSchema });
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-password', token],
    queryFn: ({ signal }) =>
      api
        .get(`auth/reset-password/${encodeURIComponent(token)}`, { signal, authRedirect: false, schema: resetTokenAnswer })
        .then((r) => r.data),
    retry: false,
    staleTime: 0,
  });
}

export function resetPassword(token: string, body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post(`auth/reset-password/${encodeURIComponent(token)}`, body, { authRedirect: false, schema: messageResponseSchema });
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) =>
      api
        .get(`auth/invitation/${encodeURIComponent(token)}`, { signal, authRedirect: false, schema: invitationAnswer })
        .then((r) => r.data),
    retry: false,
    staleTime: 0,
  });
}

export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<AuthResponse> {
  return api.post(`auth/invitation/${encodeURIComponent(token)}`, body, { authRedirect: false, schema: authResponseSchema });
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
