import { Alert, ColorInput, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { IconAlert } from '../../../platform/ui/icons';
import { COLOR_KEYS, MIN_CONTRAST, contrastRatio, type ColorKey, type DesignValues } from './design-values';

/** One hex-only colour input per homepage colour, and a warning when text would be hard to read. */
export function ColorFields({ form }: { form: UseFormReturnType<DesignValues> }) {
  const { t } = useLingui();
  const values = form.getValues();
  const labels: Record<ColorKey, string> = {
    homepage_background_color: t`Page background`,
    homepage_content_background_color: t`Content background`,
    homepage_primary_color: t`Primary colour`,
    homepage_secondary_color: t`Secondary colour`,
    homepage_text_color: t`Text`,
    homepage_button_color: t`Buttons`,
    homepage_button_text_color: t`Button text`,
    homepage_link_color: t`Links`,
  };
  const lowContrast = [
    contrastRatio(values.homepage_text_color, values.homepage_content_background_color),
    contrastRatio(values.homepage_button_text_color, values.homepage_button_color),
    contrastRatio(values.homepage_link_color, values.homepage_content_background_color),
  ].some((ratio) => ratio !== null && ratio < MIN_CONTRAST);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {COLOR_KEYS.map((key) => (
          <ColorInput
            key={key}
            label={labels[key]}
            format="hex"
            withEyeDropper={false}
            withPicker
            swatchesPerRow={8}
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
      {lowContrast && (
        <Alert color="orange" variant="light" icon={<IconAlert />}>
          {t`Some text may be hard to read: text, button text and links need a contrast of at least 4.5:1 with what is behind them.`}
        </Alert>
      )}
    </Stack>
  );
}
