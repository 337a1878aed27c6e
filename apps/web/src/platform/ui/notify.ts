import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/error-message';

export { errorMessage };

/** Every toast goes through here, so the close button gets a label in the current language. */
function show(color: string, message: string): void {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': t`Close notification` } });
}

export function notifySuccess(message: string): void {
  show('teal', message);
}

export function notifyInfo(message: string): void {
  show('blue', message);
}

export function notifyFailure(message: string): void {
  show('red', message);
}

export function notifyError(error: unknown): void {
  notifyFailure(errorMessage(error));
}
