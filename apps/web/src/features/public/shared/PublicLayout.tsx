import { useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from '../../../platform/routing';
import { Trans } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../../../platform/ui/a11y';
import { IconAlert } from '../../../platform/ui/icons';
import { LanguagePicker } from './LanguagePicker';
import classes from './PublicLayout.module.css';

const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Buyer pages are designed by the organizer in light colours; a visitor's dark
 * management scheme would put light text on them. The scheme is switched for as
 * long as the page is shown and the visitor's choice is put back afterwards.
 */
export function useLightScheme(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(SCHEME_ATTRIBUTE);
    if (previous === 'light') return;
    root.setAttribute(SCHEME_ATTRIBUTE, 'light');
    return () => {
      if (previous) root.setAttribute(SCHEME_ATTRIBUTE, previous);
    };
  }, []);
}

/** API.md: while the built-in test provider takes payments, every public page says so. */
export function TestModeBanner() {
  return (
    <Group className={classes.testMode} justify="center" gap="xs" wrap="nowrap">
      <IconAlert />
      <Text size="sm" fw={700}>
        <Trans>Test mode: no real payments are taken</Trans>
      </Text>
    </Group>
  );
}

interface PublicLayoutProps {
  children: ReactNode;
  /** The built-in test payment provider is active: every public page says so. */
  testMode?: boolean;
  poweredBy?: boolean;
  /** Page colours (the event's homepage design), as CSS custom properties. */
  style?: CSSProperties;
  background?: ReactNode;
}

/** The frame of the buyer pages: an optional test-mode header, the main content and the footer. */
export function PublicLayout({ children, testMode = false, poweredBy = true, style, background }: PublicLayoutProps) {
  useLightScheme();
  return (
    <Box className={classes.page} style={style}>
      {background}
      {testMode && (
        <header className={classes.header}>
          <TestModeBanner />
        </header>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>
        <Group justify="center" gap="lg">
          <LanguagePicker />
          {poweredBy && (
            <Text size="sm">
              <Trans>
                Powered by{' '}
                <Anchor component={Link} to="/" inherit className={classes.footerLink}>
                  Stagedoor
                </Anchor>
              </Trans>
            </Text>
          )}
        </Group>
      </footer>
    </Box>
  );
}
