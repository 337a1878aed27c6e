import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../platform/i18n/LanguageSwitcher';
import { ColorSchemeToggle } from '../../platform/theme/ColorSchemeToggle';
import { Logo } from '../../platform/ui/Logo';

export function LandingHeader() {
  const { t } = useLingui();
  return (
    <Box component="header" py="md">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" aria-label={t`Stagedoor home page`} underline="never">
            <Logo size={30} wordmarkVisibleFrom="xs" />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <Button component={Link} to="/auth/login" variant="subtle" visibleFrom="sm">
              <Trans>Log in</Trans>
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
