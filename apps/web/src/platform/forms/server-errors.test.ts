import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerErrors } from './server-errors';

function profileForm() {
  return renderHook(() => useForm({ initialValues: { first_name: '', email: '', address: { city: '' } } })).result;
}

const invalid = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, code: 'VALIDATION_ERROR', message: 'The given data was invalid.', errors });

/** A 422's messages go beside the fields the form has; the rest is said above the form. */
describe('applyServerErrors', () => {
  it("puts each field's messages on the form's field, nested ones and renamed ones too", () => {
    const form = profileForm();
    let left: string | null = 'unset';
    act(() => {
      left = applyServerErrors(
        form.current,
        invalid({ first_name: ['Too long.', 'Not a name.'], 'address.city': ['Unknown city.'], mail: ['Taken.'] }),
        { mail: 'email' },
      );
    });
    expect(left).toBeNull();
    expect(form.current.errors).toEqual({ first_name: 'Too long. Not a name.', 'address.city': 'Unknown city.', email: 'Taken.' });
  });

  it("returns what has no field, and an error's own message when it names no field", () => {
    const form = profileForm();
    let left: string | null = null;
    act(() => {
      left = applyServerErrors(form.current, invalid({ email: ['Taken.'], account_id: ['No such account.'] }));
    });
    expect(left).toBe('No such account.');
    expect(form.current.errors).toEqual({ email: 'Taken.' });

    expect(applyServerErrors(form.current, new ApiError({ status: 409, code: 'CONFLICT', message: 'Already registered.' }))).toBe(
      'Already registered.',
    );
    expect(applyServerErrors(form.current, new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });
});
