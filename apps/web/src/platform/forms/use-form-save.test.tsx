import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormActions } from '../../features/catalogue/shared/FormModal';
import { renderWithProviders } from '../../test/render';
import { ApiError } from '../api/api-error';
import { FormErrorAlert } from '../ui/FormErrorAlert';
import { useFormSave } from './use-form-save';

interface Saved {
  id?: number;
  body: { name: string };
}

/**
 * A server that refuses the names it already holds (a 422 with a message for the field, and one for a
 * field the form does not have) and keeps any other; `release` lets a held answer go.
 */
function fakeServer(taken: string[]) {
  const kept: Saved[] = [];
  let release: (() => void) | null = null;
  const save = (variables: Saved) =>
    new Promise<Saved>((resolve, reject) => {
      release = () => {
        if (taken.includes(variables.body.name)) {
          reject(
            new ApiError({
              status: 422,
              code: 'VALIDATION_ERROR',
              message: 'The given data was invalid.',
              errors: { name: ['This name is taken.'], event_id: ['The event is closed for changes.'] },
            }),
          );
        } else {
          kept.push(variables);
          resolve(variables);
        }
      };
    });
  return { kept, save, release: () => release?.() };
}

function ListForm({
  item,
  save,
  onDone,
}: {
  item: { id: number; name: string } | null;
  save: (v: Saved) => Promise<Saved>;
  onDone: () => void;
}) {
  const form = useForm({ initialValues: { name: item?.name ?? '' } });
  const mutation = useMutation({ mutationFn: save });
  const saving = useFormSave(form, mutation, { success: item ? 'List updated' : 'List created', onDone });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => saving.submit({ id: item?.id, body: values }))}>
      <Stack>
        <FormErrorAlert message={saving.formError} />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <FormActions onCancel={onDone} loading={saving.saving} />
      </Stack>
    </form>
  );
}

function Page({ save }: { save: (v: Saved) => Promise<Saved> }) {
  const [open, setOpen] = useState(true);
  return open ? <ListForm item={{ id: 4, name: 'Door A' }} save={save} onDone={() => setOpen(false)} /> : <p>Form closed</p>;
}

function show(save: (v: Saved) => Promise<Saved>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Notifications />
      <Page save={save} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('useFormSave', () => {
  it("puts the server's messages beside the field and above the form, then saves, tells and closes", async () => {
    const server = fakeServer(['Door B']);
    const user = show(server.save);
    const name = screen.getByRole('textbox', { name: 'Name' });

    await user.clear(name);
    await user.type(name, 'Door B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // While the answer is awaited the button shows it is busy.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('data-loading')).toBe('true'));
    server.release();

    // The field's own message goes beside it; the one for a field the form lacks goes above it.
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This name is taken.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The event is closed for changes.');
    expect(server.kept).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Door C');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A new attempt starts without the last one's message.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    server.release();

    await screen.findByText('Form closed');
    expect(server.kept).toEqual([{ id: 4, body: { name: 'Door C' } }]);
    expect(await screen.findByText('List updated')).toBeTruthy();
  });
});
