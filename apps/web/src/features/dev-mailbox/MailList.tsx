import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Mail } from '@stagedoor/contracts';
import classes from './MailboxPage.module.css';

interface MailListProps {
  mails: Mail[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function MailList({ mails, selectedId, onSelect }: MailListProps) {
  const { i18n, t } = useLingui();
  return (
    <Stack gap={4} component="ul" p={0} m={0} aria-label={t`Emails`} style={{ listStyle: 'none' }}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <UnstyledButton
            className={classes.item}
            data-active={mail.id === selectedId || undefined}
            aria-current={mail.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(mail.id)}
          >
            <Text size="sm" fw={700} lineClamp={1}>
              {mail.subject}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {mail.to}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={mail.created_at}>{i18n.date(mail.created_at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
