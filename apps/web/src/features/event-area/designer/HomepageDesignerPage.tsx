import { useState } from 'react';
import { Button, Card, Grid, Group, Radio, Slider, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_EVENT_SETTINGS } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { updateEvent } from '../api';
import { settingsFieldMap } from '../settings/use-section-form';
import { useEvent } from '../use-event';
import { ColorFields } from './ColorFields';
import { CoverUpload } from './CoverUpload';
import { COLOR_KEYS, MAX_PADDING, designValues, validateDesign, type DesignValues } from './design-values';
import { EventPagePreview } from './EventPagePreview';

/**
 * `homepage-designer`: colours, spacing, background and cover of the public event page, previewed live.
 * From 1200 px (`lg`) the preview sits beside the form and stays in view while colours change.
 */
export function HomepageDesignerPage() {
  const { t } = useLingui();
  const event = useEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DesignValues>({ initialValues: designValues(event.settings), validate: validateDesign });
  const values = form.getValues();

  const save = useMutation({
    mutationFn: (design: DesignValues) => updateEvent(event.id, { settings: design }),
    onMutate: () => setFormError(null),
    onSuccess: () => {
      form.resetDirty();
      notifySuccess(t`The design was saved.`);
    },
    onError: (error) =>
      setFormError(applyServerErrors(form, error, settingsFieldMap([...COLOR_KEYS, 'homepage_padding', 'homepage_background_type']))),
  });

  return (
    <>
      <PageHeader title={t`Homepage designer`} description={t`Make the event page your own. The preview follows every change.`} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <CoverUpload event={event} />
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="design-heading">
              <form noValidate onSubmit={form.onSubmit((design) => save.mutate(design))}>
                <Stack gap="md">
                  <Title order={2} size="h4" id="design-heading">
                    <Trans>Colours and layout</Trans>
                  </Title>
                  <FormErrorAlert message={formError} />
                  <ColorFields form={form} />
                  <div>
                    <Text size="sm" fw={500}>
                      <Trans>Space around the content</Trans>
                    </Text>
                    <Slider
                      min={0}
                      max={MAX_PADDING}
                      step={4}
                      thumbLabel={t`Space around the content`}
                      label={(value) => `${value} px`}
                      marks={[{ value: 0 }, { value: 32 }, { value: 80 }, { value: MAX_PADDING }]}
                      mt="xs"
                      mb="md"
                      {...form.getInputProps('homepage_padding')}
                    />
                  </div>
                  <Radio.Group label={t`Background style`} {...form.getInputProps('homepage_background_type')}>
                    <Group mt="xs">
                      <Radio value="COLOR" label={t`Solid colour`} />
                      <Radio value="MIRROR_COVER_IMAGE" label={t`Blurred cover image`} />
                    </Group>
                  </Radio.Group>
                  <Group justify="space-between">
                    <Button variant="subtle" onClick={() => form.setValues(designValues(DEFAULT_EVENT_SETTINGS))}>
                      <Trans>Reset to the default design</Trans>
                    </Button>
                    <Button type="submit" loading={save.isPending}>
                      <Trans>Save design</Trans>
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="xs" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} size="h4">
              <Trans>Preview</Trans>
            </Title>
            <EventPagePreview event={event} values={values} />
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
