import { Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { SettingsSection } from './SettingsSection';
import { useSectionForm } from './use-section-form';

export function MiscSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      hide_getting_started_page: event.settings.hide_getting_started_page,
      show_hidden_questions: event.settings.show_hidden_questions,
    },
    toBody: (values) => ({ settings: values }),
  });

  return (
    <SettingsSection id="miscellaneous" title={t`Miscellaneous`} form={section}>
      <Switch
        label={t`Hide the getting-started page`}
        description={t`Removes the checklist from the event menu.`}
        {...form.getInputProps('hide_getting_started_page', { type: 'checkbox' })}
      />
      <Switch
        label={t`Show hidden questions`}
        description={t`Includes questions hidden from buyers in the organizer's views of orders and attendees.`}
        {...form.getInputProps('show_hidden_questions', { type: 'checkbox' })}
      />
    </SettingsSection>
  );
}
