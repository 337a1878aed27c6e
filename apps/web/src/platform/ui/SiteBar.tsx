import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { ColorSchemeToggle } from '../theme/ColorSchemeToggle';
import { Logo } from './Logo';

/** The bar of pages outside the management shell: logo home, language and colour scheme. */
export function SiteBar({ logoSize = 30 }: { logoSize?: number }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between">
      <Anchor component={Link} to="/" aria-label={t`Stagedoor home page`} underline="never">
        <Logo size={logoSize} />
      </Anchor>
      <Group gap="xs">
        <LanguageSwitcher />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
