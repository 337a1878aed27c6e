import { Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { richTextOrNull } from '../../events/rich-text';
import { RichTextField } from '../../events/RichTextField';
import { SettingsSection } from './SettingsSection';
import { useSectionForm } from './use-section-form';

export function OnlineEventSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      is_online_event: event.is_online_event,
      online_event_connection_details: event.online_event_connection_details ?? '',
    },
    toBody: (values) => ({
      is_online_event: values.is_online_event,
      online_event_connection_details: richTextOrNull(values.online_event_connection_details),
    }),
  });
  const values = form.getValues();

  return (
    <SettingsSection
      id="online-event"
      title={t`Online event`}
      description={t`For events that happen online, such as a stream or a video call.`}
      form={section}
    >
      <Switch label={t`This is an online event`} {...form.getInputProps('is_online_event', { type: 'checkbox' })} />
      <RichTextField
        label={t`Connection details`}
        description={t`What attendees need to join, such as a stream or meeting link and instructions.`}
        value={values.online_event_connection_details}
        onChange={(html) => form.setFieldValue('online_event_connection_details', html)}
        error={form.errors.online_event_connection_details}
      />
    </SettingsSection>
  );
}
