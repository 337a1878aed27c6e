import { Alert, ColorInput, Radio, SimpleGrid, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { MAX_WIDGET_PADDING } from '@stagedoor/contracts';
import { IconAlert } from '../../../platform/ui/icons';
import { hasLowContrast, WIDGET_COLOR_KEYS, type WidgetColorKey, type WidgetValues } from './widget-values';

/** The widget's colours, spacing, button text and behaviour. */
export function WidgetSettingsFields({ form }: { form: UseFormReturnType<WidgetValues> }) {
  const { t } = useLingui();
  const labels: Record<WidgetColorKey, string> = {
    widget_background_color: t`Background`,
    widget_text_color: t`Text`,
    widget_primary_color: t`Buttons and links`,
    widget_primary_text_color: t`Button text`,
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {WIDGET_COLOR_KEYS.map((key) => (
          <ColorInput key={key} label={labels[key]} format="hex" withEyeDropper={false} swatchesPerRow={8} {...form.getInputProps(key)} />
        ))}
      </SimpleGrid>
      {hasLowContrast(form.getValues()) && (
        <Alert color="orange" variant="light" icon={<IconAlert />}>
          {t`Some text may be hard to read: text, button text and links need a contrast of at least 4.5:1 with what is behind them.`}
        </Alert>
      )}
      <div>
        <Text size="sm" fw={500}>
          {t`Space around the content`}
        </Text>
        <Slider
          min={0}
          max={MAX_WIDGET_PADDING}
          step={4}
          thumbLabel={t`Space around the content`}
          label={(value) => `${value} px`}
          marks={[{ value: 0 }, { value: 16 }, { value: 32 }, { value: MAX_WIDGET_PADDING }]}
          mt="xs"
          mb="md"
          {...form.getInputProps('widget_padding')}
        />
      </div>
      <TextInput
        label={t`Continue button text`}
        description={t`The button that takes buyers from ticket selection to checkout.`}
        placeholder={t`Continue`}
        maxLength={60}
        {...form.getInputProps('widget_continue_button_text')}
      />
      <Radio.Group label={t`Where checkout continues`} {...form.getInputProps('widget_checkout_target')}>
        <Stack gap="xs" mt="xs">
          <Radio value="NEW_TAB" label={t`In a new tab`} description={t`Buyers see your ticket shop's own address while they pay.`} />
          <Radio value="SAME_FRAME" label={t`Inside the widget`} description={t`Buyers stay on your site from start to finish.`} />
        </Stack>
      </Radio.Group>
      <Switch
        label={t`Fit the widget's height to its content`}
        description={t`Otherwise the widget is 600 pixels high and scrolls.`}
        {...form.getInputProps('widget_auto_resize', { type: 'checkbox' })}
      />
      <Switch label={t`Show the event title and date`} {...form.getInputProps('widget_show_event_title', { type: 'checkbox' })} />
    </Stack>
  );
}
