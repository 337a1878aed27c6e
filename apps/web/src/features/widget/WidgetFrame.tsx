import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { WidgetSettings } from '@stagedoor/contracts';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { LanguagePicker } from '../public/shared/LanguagePicker';
import { TestModeBanner, useLightScheme } from '../public/shared/PublicLayout';
import { useReportHeight } from './use-report-height';
import { widgetThemeStyle } from './widget-settings';
import classes from './Widget.module.css';

/** The id of the page's `h1`, which names the widget's landmark (a host page may show several widgets). */
export const WIDGET_HEADING_ID = 'widget-heading';

interface WidgetFrameProps {
  settings: WidgetSettings;
  testMode?: boolean;
  poweredBy?: boolean;
  children: ReactNode;
}

/** The widget's compact page: the organizer's widget colours, no site header, an optional small credit line. */
export function WidgetFrame({ settings, testMode = false, poweredBy = false, children }: WidgetFrameProps) {
  useLightScheme();
  useReportHeight(settings.widget_auto_resize);
  return (
    <div className={classes.widget} style={widgetThemeStyle(settings)}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} aria-labelledby={WIDGET_HEADING_ID}>
        {testMode && <TestModeBanner />}
        <div className={classes.content}>
          {children}
          <div className={classes.credit}>
            <LanguagePicker />
            {poweredBy && (
              <Text size="xs">
                <Trans>
                  Powered by{' '}
                  <Anchor href="/" target="_blank" rel="noopener" inherit className={classes.creditLink}>
                    Stagedoor
                  </Anchor>
                </Trans>
              </Text>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
