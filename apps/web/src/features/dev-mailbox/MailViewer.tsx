import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Code, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Mail } from '@stagedoor/contracts';
import { errorMessage } from '../../platform/api/error-message';
import { IconAlert } from '../../platform/ui/icons';
import { PageLoader } from '../../platform/ui/PageLoader';
import { inlineImageSources, withInlineImages, withLinksInNewTab } from './api';
import { MailAttachments } from './MailAttachments';
import classes from './MailboxPage.module.css';

export function MailViewer({ mail }: { mail: Mail }) {
  const { i18n, t } = useLingui();
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  const recipient = mail.to;
  const subject = mail.subject;
  const inlineImages = useQuery({
    queryKey: ['dev', 'mailbox', mail.id, 'inline-images'],
    queryFn: ({ signal }) => inlineImageSources(mail, signal),
    staleTime: Infinity,
    // The files are kept with the mail, so any failure to read them is passing: retried whatever its status.
    retry: 3,
    enabled: mail.attachments.some((attachment) => attachment.content_id),
  });
  // The formatted view waits for its inline images: drawn before them, it would show broken images first.
  const waitingForImages = inlineImages.isEnabled && inlineImages.isPending;
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
        <MailAttachments attachments={mail.attachments} />
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
        {view === 'html' && inlineImages.isError && (
          <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
            {errorMessage(inlineImages.error)}
          </Alert>
        )}
        {view === 'html' && waitingForImages ? (
          <PageLoader minHeight={240} />
        ) : view === 'html' ? (
          <iframe
            className={classes.frame}
            title={t`Content of the email “${subject}”`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            srcDoc={withLinksInNewTab(withInlineImages(mail.html, inlineImages.data ?? {}))}
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
