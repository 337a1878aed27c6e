import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : t`Something went wrong`;
}

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessage(error) });
}
