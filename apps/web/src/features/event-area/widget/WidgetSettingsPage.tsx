import { useState } from 'react';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_EVENT_SETTINGS, WIDGET_SETTING_KEYS } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { IconAlert } from '../../../platform/ui/icons';
import { notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { updateEvent } from '../api';
import { settingsFieldMap } from '../settings/use-section-form';
import { useEvent } from '../use-event';
import { EmbedCode } from './EmbedCode';
import { WidgetPreview } from './WidgetPreview';
import { WidgetSettingsFields } from './WidgetSettingsForm';
import { validateWidget, widgetSettingsFrom, widgetValues, type WidgetValues } from './widget-values';

/** `widget`: the widget's look and behaviour, a live preview, and the code to embed it. */
export function WidgetSettingsPage() {
  const { t } = useLingui();
  const event = useEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WidgetValues>({ initialValues: widgetValues(event.settings), validate: validateWidget });

  const save = useMutation({
    mutationFn: (values: WidgetValues) => updateEvent(event.id, { settings: widgetSettingsFrom(values) }),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      form.resetDirty();
      notifySuccess(t`The widget settings were saved.`);
    },
    onError: (error) => setFormError(applyServerErrors(form, error, settingsFieldMap(WIDGET_SETTING_KEYS))),
  });

  return (
    <>
      <PageHeader
        title={t`Widget`}
        description={t`Sell tickets on your own website: embed the ticket selection with a few lines of code.`}
      />
      {event.status !== 'LIVE' && (
        <Alert color="orange" variant="light" icon={<IconAlert />} mb="lg">
          <Trans>Buyers can use the widget once the event is live. Until then, only the preview on this page shows it.</Trans>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="widget-settings-heading">
              <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
                <Stack gap="md">
                  <Title order={2} size="h4" id="widget-settings-heading">
                    <Trans>Appearance and behaviour</Trans>
                  </Title>
                  <FormErrorAlert message={formError} />
                  <WidgetSettingsFields form={form} />
                  <Group justify="space-between">
                    <Button variant="subtle" onClick={() => form.setValues(widgetValues(DEFAULT_EVENT_SETTINGS))}>
                      <Trans>Reset to the default settings</Trans>
                    </Button>
                    <Button type="submit" loading={save.isPending}>
                      <Trans>Save widget settings</Trans>
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="widget-code-heading">
              <Stack gap="sm">
                <Title order={2} size="h4" id="widget-code-heading">
                  <Trans>Embed code</Trans>
                </Title>
                <EmbedCode eventId={event.id} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <Stack gap="xs" component="section" aria-labelledby="widget-preview-heading">
            <Title order={2} size="h4" id="widget-preview-heading">
              <Trans>Preview</Trans>
            </Title>
            <WidgetPreview eventId={event.id} settings={widgetSettingsFrom(form.getValues())} />
            {form.isDirty() && (
              <Text size="sm" c="dimmed">
                <Trans>You have unsaved changes.</Trans>
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
