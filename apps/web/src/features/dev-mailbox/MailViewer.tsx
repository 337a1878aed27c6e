import { useState } from 'react';
import { Code, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Mail } from '@stagedoor/contracts';
import { withLinksInNewTab } from './api';
import classes from './MailboxPage.module.css';

export function MailViewer({ mail }: { mail: Mail }) {
  const { i18n, t } = useLingui();
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  const recipient = mail.to;
  const subject = mail.subject;
  return (
    <Paper withBorder p="lg" h="100%">
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {mail.subject}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>To {recipient}</Trans> ·{' '}
            <time dateTime={mail.created_at}>{i18n.date(mail.created_at, { dateStyle: 'full', timeStyle: 'medium' })}</time>
          </Text>
        </Stack>
        <Group>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'text' ? 'text' : 'html')}
            aria-label={t`Version of the email`}
            data={[
              { value: 'html', label: t`Formatted`, disabled: !mail.html },
              { value: 'text', label: t`Plain text` },
            ]}
          />
        </Group>
        {view === 'html' ? (
          <iframe
            className={classes.frame}
            title={t`Content of the email “${subject}”`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            srcDoc={withLinksInNewTab(mail.html)}
          />
        ) : (
          <Code block className={classes.text}>
            {mail.text}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
