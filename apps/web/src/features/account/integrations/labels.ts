import { useLingui } from '@lingui/react/macro';
import type { ApiScope, WebhookEventType } from '@stagedoor/contracts';

/** Names of scopes, webhook event types and statuses in the current language. */
export function useIntegrationLabels() {
  const { t } = useLingui();
  const scopes: Record<ApiScope, string> = {
    'events:read': t`Read events and catalogue`,
    'events:write': t`Read and change events and catalogue`,
    'orders:read': t`Read orders and attendees`,
    'orders:write': t`Read and change orders and attendees`,
    'check-in:write': t`Check attendees in and out, and manage check-in lists`,
    'messages:write': t`Send messages to attendees`,
  };
  const types: Record<WebhookEventType, string> = {
    'order.created': t`Order created`,
    'order.completed': t`Order completed`,
    'order.cancelled': t`Order cancelled`,
    'order.refunded': t`Order refunded`,
    'attendee.created': t`Attendee created`,
    'attendee.updated': t`Attendee updated`,
    'attendee.cancelled': t`Attendee cancelled`,
    'checkin.created': t`Checked in`,
    'checkin.deleted': t`Checked out`,
    'event.published': t`Event published`,
    'event.archived': t`Event archived`,
  };
  const statuses: Record<string, string> = {
    ENABLED: t`Enabled`,
    PAUSED: t`Paused`,
    PENDING: t`Pending`,
    SUCCEEDED: t`Delivered`,
    FAILED: t`Failed`,
  };
  return {
    scope: (scope: ApiScope) => `${scopes[scope]} (${scope})`,
    type: (type: WebhookEventType) => `${types[type]} (${type})`,
    status: (status: string) => statuses[status] ?? status,
  };
}
