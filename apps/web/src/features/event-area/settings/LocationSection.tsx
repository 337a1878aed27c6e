import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { LocationFields, locationBody, locationValues } from '../../events/EventFormFields';
import { SettingsSection } from './SettingsSection';
import { settingsFieldMap, textOrNull, useSectionForm } from './use-section-form';

const HTTP_URL = /^https?:\/\/\S+$/i;

export function LocationSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      location_details: locationValues(event.location_details),
      custom_map_url: event.settings.custom_map_url ?? '',
    },
    validate: (values) =>
      values.custom_map_url.trim() && !HTTP_URL.test(values.custom_map_url.trim())
        ? { custom_map_url: t`Please enter a valid URL, starting with http:// or https://.` }
        : {},
    toBody: (values) => ({
      location_details: locationBody(values.location_details),
      settings: { custom_map_url: textOrNull(values.custom_map_url) },
    }),
    fieldMap: settingsFieldMap(['custom_map_url']),
  });

  return (
    <SettingsSection
      id="location"
      title={t`Location`}
      description={t`Where the event takes place. The event page links the address to a map.`}
      form={section}
    >
      <LocationFields field={(name) => form.getInputProps(`location_details.${name}`)} />
      <TextInput
        label={t`Custom map URL`}
        description={t`Optional: a link to your own map or directions instead of the address search.`}
        placeholder="https://"
        type="url"
        {...form.getInputProps('custom_map_url')}
      />
    </SettingsSection>
  );
}
