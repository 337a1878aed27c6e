import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from '@stagedoor/contracts';
import { schemaErrors } from './validation';

const registration = {
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

/** The forms check with the same schemas as the server, and say each problem in the reader's words. */
describe('schemaErrors', () => {
  it('has nothing to say about valid values', () => {
    expect(schemaErrors(registerBodySchema, registration)).toEqual({});
  });

  it("names each field's first problem, in words", () => {
    expect(
      schemaErrors(registerBodySchema, {
        ...registration,
        first_name: '',
        email: 'ana@',
        password: 'short',
        password_confirmation: 'short',
      }),
    ).toEqual({
      first_name: 'This field is required.',
      email: 'Please enter a valid email address.',
      password: 'The password must be at least 8 characters.',
    });
    expect(schemaErrors(registerBodySchema, { ...registration, password_confirmation: 'correct horse!' })).toEqual({
      password_confirmation: 'The passwords are not the same.',
    });
    expect(schemaErrors(loginBodySchema, { email: 'ana@example.com', password: '' })).toEqual({ password: 'This field is required.' });
  });

  it('says a length limit with its number, and keeps paths of nested fields', () => {
    expect(schemaErrors(registerBodySchema, { ...registration, account_name: 'x'.repeat(150) })).toEqual({
      account_name: 'The name must be under 150 characters.',
    });
    const nested = {
      safeParse: () => ({
        success: false as const,
        error: { issues: [{ code: 'too_big', message: '', maximum: 12, path: ['attendees', 0, 'email'] }] },
      }),
    };
    expect(schemaErrors(nested, {})).toEqual({ 'attendees.0.email': 'Must be at most 12 characters.' });
  });
});
