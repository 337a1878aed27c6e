import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailAttachment } from '@stagedoor/contracts';

/** The files a development mail was sent with, each a download link. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { i18n, t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="mail-attachments-heading">
      <Title order={3} size="h5" id="mail-attachments-heading">
        <Trans>Attachments</Trans>
      </Title>
      <List listStyleType="none" spacing={4}>
        {attachments.map((attachment) => (
          <List.Item key={attachment.index}>
            <Group gap="xs" wrap="wrap">
              <Anchor href={attachment.url} download={attachment.filename} size="sm">
                {attachment.filename}
              </Anchor>
              <Text size="xs" c="dimmed">
                {attachment.content_type.split(';')[0]} ·{' '}
                {i18n.number(attachment.size / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })}
              </Text>
              {attachment.content_id && (
                <Badge size="xs" variant="light" color="gray">
                  {t`Inline image`}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
