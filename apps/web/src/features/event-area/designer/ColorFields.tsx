import { Alert, ColorInput, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { IconAlert } from '../../../platform/ui/icons';
import { homepageContrastIssues, type HomepageTextPair } from '@stagedoor/contracts';
import { COLOR_KEYS, type ColorKey, type DesignValues } from './design-values';

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
  const pairLabels: Record<HomepageTextPair, string> = {
    text: t`text on the content background`,
    links: t`links on the content background`,
    button_text: t`button text on buttons`,
    secondary: t`prices (secondary colour) on the content background`,
  };
  const issues = homepageContrastIssues(values).map((pair) => pairLabels[pair]);

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
      {issues.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlert />} role="alert" title={t`Some text may be hard to read`}>
          <Text size="sm">{t`These colours do not reach the contrast of 4.5:1 that WCAG AA asks for:`}</Text>
          <List size="sm" mt={4}>
            {issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
