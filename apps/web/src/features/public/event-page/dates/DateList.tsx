import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchPublicDates } from '../../event-api';
import { useFormat } from '../../shared/format';
import { rememberDates } from '../event-page-loader';
import { appendPage, dateMark, hasMorePages, isChoosable, upcomingQuery } from './date-picker';
import type { PublicEventDate } from '@stagedoor/contracts';
import type { DatesPage } from './dates-page';
import { dateMarkLabel } from './date-marks';
import { useDateLink } from './use-choose-date';
import classes from './DatePicker.module.css';

interface DateListProps {
  eventId: number;
  timezone: string;
  /** The first page of upcoming dates. */
  upcoming: DatesPage;
  chosenId: number | null;
  now: string;
  labelledBy: string;
}

/** The upcoming dates as a list of links, each its own page; further pages on demand. */
export function DateList({ eventId, timezone, upcoming, chosenId, now, labelledBy }: DateListProps) {
  const { t } = useLingui();
  const { dateRange } = useFormat();
  const linkTo = useDateLink();
  const [listed, setListed] = useState<PublicEventDate[]>(upcoming.data);
  const [meta, setMeta] = useState(upcoming.meta);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const showMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchPublicDates(String(eventId), upcomingQuery(now, meta.current_page + 1, meta.per_page || undefined));
      rememberDates(next.data);
      setListed((current) => appendPage(current, next.data));
      setMeta(next.meta);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (listed.length === 0) {
    return (
      <Text>
        <Trans>There are no upcoming dates.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-labelledby={labelledBy}>
        {listed.map((date) => {
          const mark = dateMark(date, now);
          const markText = dateMarkLabel(mark);
          const content = (
            <>
              <span className={classes.when}>
                {dateRange(date.start_date, date.end_date, timezone)}
                {date.label ? ` · ${date.label}` : ''}
              </span>
              {markText && <span className={classes.mark}>{markText}</span>}
            </>
          );
          const className = [classes.item, mark === 'on-sale' ? '' : classes.unavailable, mark === 'cancelled' ? classes.cancelled : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={date.id}>
              {isChoosable(mark) ? (
                <a {...linkTo(date.id)} className={className} aria-current={date.id === chosenId ? 'page' : undefined}>
                  {content}
                </a>
              ) : (
                <div className={className}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {failed && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t`The dates could not be loaded. Please try again.`}
        </Text>
      )}
      {hasMorePages(meta) && (
        <Button variant="default" onClick={() => void showMore()} loading={loading} style={{ alignSelf: 'flex-start' }}>
          <Trans>Show more dates</Trans>
        </Button>
      )}
    </Stack>
  );
}
