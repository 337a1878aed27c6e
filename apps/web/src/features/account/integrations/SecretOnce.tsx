import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** A secret shown once, right after it was created, with a copy button. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" title={label} role="status">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Copy it now: it will not be shown again.</Trans>
        </Text>
        <Code block data-testid="secret">
          {secret}
        </Code>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t`Copied` : t`Copy`}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
