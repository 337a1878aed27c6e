import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../platform/i18n/LanguageSwitcher';
import { ColorSchemeToggle } from '../../platform/theme/ColorSchemeToggle';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { Logo } from '../../platform/ui/Logo';

export function AuthLayout() {
  const { t } = useLingui();
  return (
    <Box
      mih="100vh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box component="header" py="md">
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to="/" aria-label={t`Stagedoor home page`} underline="never">
              <Logo size={30} />
            </Anchor>
            <Group gap="xs">
              <LanguageSwitcher />
              <ColorSchemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size={480}
        w="100%"
        py={{ base: 24, sm: 48 }}
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>
      <Box component="footer" py="lg">
        <Text ta="center" size="sm" c="dimmed">
          <Trans>
            Stagedoor is free, open-source event ticketing.{' '}
            <Anchor component={Link} to="/upgrade" size="sm">
              Learn more
            </Anchor>
          </Trans>
        </Text>
      </Box>
    </Box>
  );
}
