import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ExportFormat, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, events, questions } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { t } from '../../platform/i18n/index.js';
import { keysetPages, sendExport, type ExportColumn } from '../../platform/exports/index.js';
import { answersOf, showsHiddenQuestions } from './attendee-answers.js';
import { selectAttendeeList } from './list-attendees.js';
import { selectAttendees, type AttendeeListRow } from './present-attendee.js';

type ExportRow = AttendeeListRow & { answers: Map<number, string | string[]> };

export interface ExportAttendeesOptions {
  accountId: number;
  eventId: number;
  /** The list's parameters: the same filters and search apply; the file is in creation order. */
  query: Record<string, unknown>;
  format: ExportFormat;
  locale: Locale;
}

function columnsFor(locale: Locale, asked: (typeof questions.$inferSelect)[]): ExportColumn<ExportRow>[] {
  const label = (key: string) => t(locale, `export.attendees.${key}`);
  const fixed: ExportColumn<ExportRow>[] = [
    { header: label('id'), value: (r) => r.attendee.id },
    { header: label('short_id'), value: (r) => r.attendee.shortId },
    { header: label('first_name'), value: (r) => r.attendee.firstName },
    { header: label('last_name'), value: (r) => r.attendee.lastName },
    { header: label('email'), value: (r) => r.attendee.email },
    { header: label('ticket'), value: (r) => r.ticketTitle },
    { header: label('tier'), value: (r) => r.priceLabel },
    { header: label('status'), value: (r) => r.attendee.status },
    { header: label('checked_in_at'), value: (r) => r.attendee.checkedInAt },
    { header: label('order_reference'), value: (r) => r.orderReference },
    { header: label('order_status'), value: (r) => r.orderStatus },
    { header: label('manually_created'), value: (r) => r.isManuallyCreated },
    { header: label('test'), value: (r) => r.isTest },
    { header: label('language'), value: (r) => r.attendee.locale },
    { header: label('created_at'), value: (r) => r.attendee.createdAt },
  ];
  const perQuestion = asked.map(
    (question): ExportColumn<ExportRow> => ({
      header: question.title,
      value: (r) => {
        const answer = r.answers.get(question.id);
        return Array.isArray(answer) ? answer.join(', ') : (answer ?? null);
      },
    }),
  );
  return [...fixed, ...perQuestion];
}

/**
 * The attendee list as a CSV or XLSX file, streamed: rows are read in keyset pages of
 * ids, each page with its answers, only as fast as the caller downloads, so memory
 * stays flat whatever the size. A column per attendee question.
 */
export async function exportAttendees(ctx: AppContext, reply: FastifyReply, options: ExportAttendeesOptions): Promise<FastifyReply> {
  const { accountId, eventId } = options;
  const [event] = await ctx.db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), eq(events.accountId, accountId)));
  if (!event) throw notFound();
  const { where } = selectAttendeeList(accountId, eventId, options.query);
  const [total] = await ctx.db.select({ value: count() }).from(attendees).where(where);
  const showHidden = await showsHiddenQuestions(ctx.db, eventId);
  const asked = (
    await ctx.db
      .select()
      .from(questions)
      .where(and(eq(questions.eventId, eventId), eq(questions.belongsTo, 'ATTENDEE')))
      .orderBy(asc(questions.sortOrder), asc(questions.id))
  ).filter((question) => showHidden || !question.isHidden);
  const rows = keysetPages<ExportRow>(
    async (afterId, limit) => {
      const batch = await selectAttendees(ctx.db)
        .where(afterId === null ? where : and(where, gt(attendees.id, afterId)))
        .orderBy(asc(attendees.id))
        .limit(limit);
      const answers = await answersOf(ctx.db, batch.map((row) => row.attendee.id), showHidden);
      return batch.map((row) => ({ ...row, answers: new Map((answers.get(row.attendee.id) ?? []).map((a) => [a.question_id, a.answer])) }));
    },
    (row) => row.attendee.id,
  );
  return sendExport(reply, {
    format: options.format,
    filename: `attendees-${eventId}`,
    total: total?.value ?? 0,
    columns: columnsFor(options.locale, asked),
    rows,
  });
}
