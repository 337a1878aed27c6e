import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '../../platform/ui/Logo';

export function LandingFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Group gap="md">
            <Logo size={24} />
            <Text size="sm" c="dimmed">
              <Trans>© {year} Stagedoor contributors. Free software under the AGPL.</Trans>
            </Text>
          </Group>
          <Group gap="lg" component="nav" aria-label={t`Footer`}>
            <Anchor component={Link} to="/auth/login" size="sm">
              <Trans>Log in</Trans>
            </Anchor>
            <Anchor component={Link} to="/auth/register" size="sm">
              <Trans>Create account</Trans>
            </Anchor>
            <Anchor component={Link} to="/upgrade" size="sm">
              <Trans>Open source</Trans>
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
