import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { IconServer } from '../../platform/ui/icons';

export function OpenSourceBand() {
  return (
    <Container component="section" size="lg" py={{ base: 48, md: 80 }} aria-labelledby="open-source-title">
      <Paper withBorder p={{ base: 'xl', md: 48 }} radius="xl">
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="sm" maw={620}>
            <Title id="open-source-title" order={2} fz={{ base: 24, sm: 30 }}>
              <Trans>Yours to run, yours to change</Trans>
            </Title>
            <Text c="dimmed" size="lg">
              <Trans>
                Stagedoor is open-source software. Host it on your own server, keep your buyers' data where you want it, and adapt it to the
                way you work. There is no paid plan and nothing to unlock.
              </Trans>
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/upgrade" variant="light" size="md" leftSection={<IconServer />}>
              <Trans>How it is free</Trans>
            </Button>
            <Button component={Link} to="/auth/register" size="md">
              <Trans>Get started</Trans>
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
