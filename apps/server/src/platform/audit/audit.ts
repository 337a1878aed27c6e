import { inAccount } from '../auth/scope.js';
/**
 * The history of what happened to a thing and who did it. Entries are written
 * in the transaction of the change they describe, so the history never claims
 * a change that rolled back.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';

export type AuditSubjectType = 'ORDER' | 'ATTENDEE' | 'EVENT';

export interface AuditEntryInput {
  accountId: number;
  eventId: number | null;
  subject: { type: AuditSubjectType; id: number };
  action: string;
  /** The user who acted; null for the system, a payment provider or the buyer. */
  actorUserId: number | null;
  data?: Record<string, unknown>;
}

export async function writeAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    accountId: entry.accountId,
    eventId: entry.eventId,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    action: entry.action,
    actorUserId: entry.actorUserId,
    data: entry.data ?? {},
  });
}

export interface AuditEntry {
  id: number;
  action: string;
  actor: { id: number; name: string } | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** A subject's history, oldest first, with the acting user's name. */
export async function auditTrail(db: Db, accountId: number, subject: { type: AuditSubjectType; id: number }): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(inAccount(auditLog, accountId, eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, subject.id)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    data: row.data,
    createdAt: row.createdAt,
    actor: row.actorId === null ? null : { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim() },
  }));
}
