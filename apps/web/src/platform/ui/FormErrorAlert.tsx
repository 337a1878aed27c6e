import { Alert } from '@mantine/core';
import { IconAlert } from './icons';

export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
      {message}
    </Alert>
  );
}
