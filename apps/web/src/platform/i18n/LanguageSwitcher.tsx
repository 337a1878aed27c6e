import { useState } from 'react';
import { Box, Button, Menu, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { saveProfileLocale } from '../session/session';
import { IconCheck, IconChevronDown, IconGlobe } from '../ui/icons';
import { notifyFailure } from '../ui/notify';
import { changeLocale } from './i18n';
import { LOCALE_LANG_TAGS, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from './locales';

/**
 * Sets the `locale` cookie, switches the interface and, when someone is signed in,
 * stores the choice in their profile so that emails follow it too.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  const active = i18n.locale as Locale;

  async function select(locale: Locale) {
    if (locale === active) return;
    setPending(true);
    try {
      await changeLocale(locale);
      await saveProfileLocale(locale);
    } catch {
      notifyFailure(t`Your language could not be saved to your profile.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={pending}
          leftSection={<IconGlobe />}
          rightSection={<IconChevronDown size={14} />}
          aria-haspopup="menu"
        >
          <VisuallyHidden>
            <Trans>Language:</Trans>{' '}
          </VisuallyHidden>
          <Box component="span" lang={LOCALE_LANG_TAGS[active]} visibleFrom="sm">
            {LOCALE_NATIVE_NAMES[active]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={LOCALE_LANG_TAGS[locale]}
            onClick={() => void select(locale)}
            rightSection={locale === active ? <IconCheck size={16} /> : null}
            aria-current={locale === active ? 'true' : undefined}
          >
            {LOCALE_NATIVE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
