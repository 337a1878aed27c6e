import type { ReactNode } from 'react';
import { Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCreditCard, IconHeart, IconServer, IconTicket } from '../../platform/ui/icons';
import { PageTitle } from '../../platform/ui/PageTitle';

function OptionCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="lg">
      <Stack gap="md">
        <ThemeIcon variant="light" size={48} radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** `/upgrade`: Stagedoor has no paid plan; this page says so and explains the options. */
export function UpgradePage() {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <PageTitle title={t`Nothing to upgrade`} />
      <Stack gap={48}>
        <Stack gap="md" ta="center" align="center">
          <ThemeIcon variant="light" size={64} radius="xl" color="marigold">
            <IconHeart size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 30, sm: 42 }}>
            <Trans>There is nothing to upgrade</Trans>
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            <Trans>
              Stagedoor is free, open-source software. Every feature is included for everyone: there are no plans, no limits on events or
              users, and no fee per ticket.
            </Trans>
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OptionCard icon={<IconTicket size={26} />} title={t`Use this installation`}>
            <Text c="dimmed">
              <Trans>If someone already runs Stagedoor for you, you have the complete product right now.</Trans>
            </Text>
            <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}>
              <List.Item>{t`Unlimited events, tickets and attendees`}</List.Item>
              <List.Item>{t`Unlimited users and organizers`}</List.Item>
              <List.Item>{t`Orders and attendees back office, check-in, widget, messages and exports`}</List.Item>
              <List.Item>{t`Affiliates, API tokens and webhooks`}</List.Item>
            </List>
          </OptionCard>
          <OptionCard icon={<IconServer size={26} />} title={t`Host it yourself`}>
            <Text c="dimmed">
              <Trans>
                Run Stagedoor on your own server with Node.js and PostgreSQL. Your domain, your emails, your data, and the freedom to change
                the code.
              </Trans>
            </Text>
            <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}>
              <List.Item>{t`Licensed under the GNU AGPL`}</List.Item>
              <List.Item>{t`No license key, no phoning home`}</List.Item>
              <List.Item>{t`A built-in test payment mode: try everything before connecting Stripe`}</List.Item>
            </List>
          </OptionCard>
        </SimpleGrid>

        <Card withBorder padding="xl" radius="lg">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <ThemeIcon variant="light" size={48} radius="md" color="blue">
              <IconCreditCard size={26} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} size="h3">
                <Trans>So what does cost money?</Trans>
              </Title>
              <Text c="dimmed">
                <Trans>
                  Only what you choose to use: the server or hosting you run Stagedoor on, and the fees your payment provider charges for
                  card payments. Those go to the provider, never to Stagedoor.
                </Trans>
              </Text>
            </Stack>
          </Group>
        </Card>

        <Stack gap="md" align="center" ta="center">
          <Title order={2} size="h3">
            <Trans>Want to give something back?</Trans>
          </Title>
          <Text c="dimmed" maw={600}>
            <Trans>Report bugs, improve a translation or contribute code. Telling other organizers about Stagedoor helps too.</Trans>
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to="/manage/events">
              <Trans>Go to your events</Trans>
            </Button>
            <Button component={Link} to="/auth/register" variant="default">
              <Trans>Create a free account</Trans>
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
