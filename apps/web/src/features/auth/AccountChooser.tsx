import { Avatar, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconArrowRight } from '../../platform/ui/icons';
import { AuthCard } from './AuthCard';
import type { AccountChoice } from './api';
import classes from './AccountChooser.module.css';

interface AccountChooserProps {
  accounts: AccountChoice[];
  pendingAccountId: number | undefined;
  onChoose: (accountId: number) => void;
  onBack: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** SPEC §6: a user who belongs to several accounts chooses one after entering the password. */
export function AccountChooser({ accounts, pendingAccountId, onChoose, onBack }: AccountChooserProps) {
  const { t } = useLingui();
  const busy = pendingAccountId !== undefined;
  return (
    <AuthCard title={t`Choose an account`} description={t`Your login belongs to several accounts. Which one do you want to open?`}>
      <Stack gap="sm">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {accounts.map((account) => (
            <li key={account.id}>
              <UnstyledButton
                className={classes.choice}
                onClick={() => onChoose(account.id)}
                disabled={busy}
                aria-busy={pendingAccountId === account.id}
              >
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="sm">
                    <Avatar color="teal" radius="md">
                      {initials(account.name)}
                    </Avatar>
                    <Text fw={600}>{account.name}</Text>
                  </Group>
                  <IconArrowRight />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
        <Button variant="subtle" leftSection={<IconArrowLeft />} onClick={onBack} disabled={busy}>
          <Trans>Use a different login</Trans>
        </Button>
      </Stack>
    </AuthCard>
  );
}
