import { Button, Code, CopyButton, Stack, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCode } from '../../../platform/ui/icons';
import { reactSnippet, scriptSnippet } from './embed-code';
import classes from './WidgetSettingsPage.module.css';

function CodeBlock({ code, copyLabel }: { code: string; copyLabel: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" align="flex-start">
      <Code block className={classes.code}>
        {code}
      </Code>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Button variant="light" color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck /> : <IconCode />} onClick={copy}>
            {copied ? t`Copied` : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/** The code for the organizer's own site: the embed script, or a React component doing the same. */
export function EmbedCode({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const origin = window.location.origin;
  return (
    <Tabs defaultValue="html">
      <Tabs.List>
        <Tabs.Tab value="html">HTML</Tabs.Tab>
        <Tabs.Tab value="react">React</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="md">
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Paste this where the tickets should appear. Optional attributes: <Code>data-stagedoor-locale</Code> (such as <Code>de</Code>)
              and <Code>data-stagedoor-promo-code</Code>.
            </Trans>
          </Text>
          <CodeBlock code={scriptSnippet(origin, eventId)} copyLabel={t`Copy the embed code`} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="react" pt="md">
        <Stack gap="sm">
          <Text size="sm">
            <Trans>A component for sites built with React; it needs nothing but React itself.</Trans>
          </Text>
          <CodeBlock code={reactSnippet(origin, eventId)} copyLabel={t`Copy the React component`} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
