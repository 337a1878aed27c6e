import { Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { SettingsSection } from './SettingsSection';
import { settingsFieldMap, textOrNull, useSectionForm } from './use-section-form';

const SEO_DESCRIPTION_PREVIEW = 160;

function plainText(html: string | null): string {
  if (!html) return '';
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Search engines and link previews fall back to the event's title and description (SPEC §3). */
export function SeoSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const s = event.settings;
  const { form, ...section } = useSectionForm({
    eventId: event.id,
    initialValues: {
      seo_title: s.seo_title ?? '',
      seo_description: s.seo_description ?? '',
      seo_keywords: s.seo_keywords ?? '',
      allow_search_engine_indexing: s.allow_search_engine_indexing,
    },
    toBody: (values) => ({
      settings: {
        seo_title: textOrNull(values.seo_title),
        seo_description: textOrNull(values.seo_description),
        seo_keywords: textOrNull(values.seo_keywords),
        allow_search_engine_indexing: values.allow_search_engine_indexing,
      },
    }),
    fieldMap: settingsFieldMap(['seo_title', 'seo_description', 'seo_keywords']),
  });
  const fallbackDescription = plainText(event.description).slice(0, SEO_DESCRIPTION_PREVIEW);

  return (
    <SettingsSection
      id="seo"
      title={t`Search engines`}
      description={t`How the event appears in search results and link previews. Empty fields use the event's title and description.`}
      form={section}
    >
      <TextInput label={t`SEO title`} placeholder={event.title} maxLength={255} {...form.getInputProps('seo_title')} />
      <Textarea
        label={t`SEO description`}
        placeholder={fallbackDescription}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('seo_description')}
      />
      <TextInput
        label={t`SEO keywords`}
        description={t`Separate keywords with commas.`}
        maxLength={255}
        {...form.getInputProps('seo_keywords')}
      />
      <Switch
        label={t`Allow search engines to index this event`}
        {...form.getInputProps('allow_search_engine_indexing', { type: 'checkbox' })}
      />
    </SettingsSection>
  );
}
