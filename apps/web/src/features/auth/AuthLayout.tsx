import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { SiteBar } from '../../platform/ui/SiteBar';

export function AuthLayout() {
  return (
    <Box
      mih="100vh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box component="header" py="md">
        <Container size="lg">
          <SiteBar logoSize={30} />
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={480} w="100%" py={{ base: 24, sm: 48 }} style={{ flex: 1 }}>
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
