import type { CSSProperties, ReactNode } from 'react';
import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../../../platform/ui/a11y';
import { TestModeBanner } from './TestModeBanner';
import { useLightScheme } from './use-light-scheme';
import classes from './PublicLayout.module.css';

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
      {poweredBy && (
        <footer className={classes.footer}>
          <Text size="sm">
            <Trans>
              Powered by{' '}
              <Anchor component={Link} to="/" inherit className={classes.footerLink}>
                Stagedoor
              </Anchor>
            </Trans>
          </Text>
        </footer>
      )}
    </Box>
  );
}
