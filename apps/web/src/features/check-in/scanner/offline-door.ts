import { dateOnAt, type CheckInDate, type PublicCheckInAction } from '@stagedoor/contracts';
import type { DoorAttendee, ScanOutcome } from './outcome';
import {
  attendeeKey,
  putAttendee,
  readAttendees,
  readList,
  recordOfflineScan,
  type StoredAttendee,
  type StoredList,
} from './offline-store';
import { checkCodeOffline, ticketCodeHash } from './verify';

/** Letters that carry their accent inside (no combining mark to strip), as the server's search folds them. */
const UNSPLIT: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ŧ: 't', ı: 'i' };

/** Lower case without accents: what the door's search compares, as the server's does ("jurgen" finds Jürgen). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđħŧı]/g, (letter) => UNSPLIT[letter] ?? letter);
}

/**
 * The door without network: answers from the downloaded list, verifies signed codes
 * with the event's public key, and remembers every admission it makes so that this
 * device never lets the same ticket in twice.
 */
export class OfflineDoor {
  /** The door id of each downloaded ticket by the hash of its short id (what a QR code carries). */
  private readonly byCode = new Map<string, string>();
  /** The list's tickets that are passes, as the download's rows say. */
  private readonly passTickets = new Set<number>();

  private constructor(
    readonly list: string,
    readonly stored: StoredList,
    private readonly attendees: Map<string, StoredAttendee>,
    private readonly device: string,
  ) {
    for (const row of attendees.values()) {
      if (row.code_hash) this.byCode.set(row.code_hash, row.short_id);
      if (row.validity === 'ALL_DATES') this.passTickets.add(row.ticket_id);
    }
  }

  static async load(list: string, device: string): Promise<OfflineDoor | null> {
    const stored = await readList(list);
    if (!stored) return null;
    const rows = await readAttendees(list);
    return new OfflineDoor(list, stored, new Map(rows.map((row) => [row.short_id, row])), device);
  }

  /** The downloaded row of a ticket short id read from a QR code, found by its hash. */
  private async rowOfCode(attendeeShortId: string): Promise<StoredAttendee | undefined> {
    const direct = this.attendees.get(attendeeShortId);
    if (direct) return direct;
    const hash = await ticketCodeHash(attendeeShortId);
    const doorId = hash ? this.byCode.get(hash) : undefined;
    return doorId ? this.attendees.get(doorId) : undefined;
  }

  get attendeeCount(): number {
    return this.attendees.size;
  }

  private ticketTitle(ticketId: number): string | null {
    return this.stored.data.check_in_list.tickets.find((ticket) => ticket.id === ticketId)?.title ?? null;
  }

  private door(row: StoredAttendee): DoorAttendee {
    const attendee: DoorAttendee = {
      short_id: row.short_id,
      first_name: row.first_name,
      last_name: row.last_name,
      ticket_title: this.ticketTitle(row.ticket_id),
    };
    if (row.seat) attendee.seat = { section: row.seat[0], row: row.seat[1], label: row.seat[2] };
    return attendee;
  }

  async scanCode(code: string, action: PublicCheckInAction): Promise<ScanOutcome> {
    const check = await checkCodeOffline(code, this.stored.data.event.id, this.stored.data.public_keys);
    if (check.kind === 'invalid') return { kind: 'unknown' };
    let row = await this.rowOfCode(check.attendeeShortId);
    if (!row) {
      // Only a verified signature vouches for a ticket that the download does not know: one sold since.
      if (check.kind !== 'signed') return { kind: 'unknown' };
      row = {
        key: attendeeKey(this.list, check.attendeeShortId),
        list: this.list,
        short_id: check.attendeeShortId,
        first_name: '',
        last_name: '',
        ticket_id: check.ticketId,
        status: 'ACTIVE',
        checked_in_at: null,
        checked_in_here: false,
        // A pass sold since the download: its ticket is a pass like the downloaded ones.
        ...(this.passTickets.has(check.ticketId) ? { validity: 'ALL_DATES' as const, admitted: {} } : {}),
      };
    }
    return this.apply(row, action);
  }

  async scanShortId(shortId: string, action: PublicCheckInAction): Promise<ScanOutcome> {
    const row = this.attendees.get(shortId);
    return row ? this.apply(row, action) : { kind: 'unknown' };
  }

  /** A date of the download, as the door names it. */
  private dateOf(id: number): CheckInDate | null {
    const date = (this.stored.data.dates ?? []).find((candidate) => candidate.id === id);
    return date ? { start_date: date.start_date, end_date: date.end_date, label: date.label } : null;
  }

  /**
   * The date a pass is admitted on here: the list's, or on a list of every date the one on now
   * (`dateOnAt`, the server's rule); null when none is.
   */
  passDate(now = new Date()): number | null {
    const { data } = this.stored;
    const listDate = data.check_in_list.event_date_id ?? null;
    if (listDate !== null) return listDate;
    return dateOnAt(data.dates ?? [], data.date_count ?? 0, data.event.timezone, now)?.id ?? null;
  }

  private async apply(row: StoredAttendee, action: PublicCheckInAction): Promise<ScanOutcome> {
    const attendee = this.door(row);
    if (!this.stored.data.check_in_list.ticket_ids.includes(row.ticket_id)) return { kind: 'not_on_list', attendee };
    const listDate = this.stored.data.check_in_list.event_date_id ?? null;
    const pass = row.validity === 'ALL_DATES';
    if (!pass && listDate !== null && row.event_date_id != null && row.event_date_id !== listDate) {
      return { kind: 'wrong_date', attendee, date: this.dateOf(row.event_date_id) };
    }
    if (pass) return this.applyPass(row, attendee, action);
    if (row.status !== 'ACTIVE') return { kind: 'cancelled', attendee };
    if (action === 'check_in' && row.checked_in_at) {
      return { kind: 'already', attendee, at: row.checked_in_at, device: row.checked_in_here ? this.device : null, offline: true };
    }
    if (action === 'check_out' && !row.checked_in_at) return { kind: 'not_checked_in', attendee };
    const now = new Date().toISOString();
    const next: StoredAttendee = { ...row, checked_in_at: action === 'check_in' ? now : null, checked_in_here: action === 'check_in' };
    await recordOfflineScan(next, { list: this.list, attendee_short_id: row.short_id, action, scanned_at: now });
    this.attendees.set(row.short_id, next);
    return action === 'check_in' ? { kind: 'admitted', attendee, offline: true } : { kind: 'checked_out', attendee, offline: true };
  }

  /** A pass is admitted once on each date: its admissions are kept per date. */
  private async applyPass(row: StoredAttendee, attendee: DoorAttendee, action: PublicCheckInAction): Promise<ScanOutcome> {
    const date = this.passDate();
    if (date === null) return { kind: 'no_date', attendee };
    const admission = row.admitted?.[date];
    if (action === 'check_out' && !admission) return { kind: 'not_checked_in', attendee };
    if (row.status !== 'ACTIVE' && action === 'check_in') return { kind: 'cancelled', attendee };
    if (action === 'check_in' && admission) {
      return { kind: 'already', attendee, at: admission.at, device: admission.here ? this.device : null, offline: true };
    }
    const now = new Date().toISOString();
    const admitted = { ...row.admitted };
    if (action === 'check_in') admitted[date] = { at: now, here: true };
    else delete admitted[date];
    const next: StoredAttendee = { ...row, admitted };
    await recordOfflineScan(next, { list: this.list, attendee_short_id: row.short_id, action, scanned_at: now });
    this.attendees.set(row.short_id, next);
    return action === 'check_in' ? { kind: 'admitted', attendee, offline: true } : { kind: 'checked_out', attendee, offline: true };
  }

  /** The name of an attendee by door id, for the door's own lists (null when unknown or nameless). */
  nameOf(doorId: string): string | null {
    const row = this.attendees.get(doorId);
    return row ? `${row.first_name} ${row.last_name}`.trim() || null : null;
  }

  /** Marks an admission the server reported (online scans keep the offline copy current). */
  remember(shortId: string, checkedInAt: string | null): void {
    const row = this.attendees.get(shortId);
    if (!row) return;
    let next: StoredAttendee = { ...row, checked_in_at: checkedInAt, checked_in_here: checkedInAt !== null };
    if (row.validity === 'ALL_DATES') {
      // A pass's admission is of the date that is on here.
      const date = this.passDate();
      if (date === null) return;
      const admitted = { ...row.admitted };
      if (checkedInAt) admitted[date] = { at: checkedInAt, here: true };
      else delete admitted[date];
      next = { ...row, admitted };
    }
    this.attendees.set(shortId, next);
    void putAttendee(next).catch(() => undefined);
  }

  /** Names containing every word of the term, accents and case aside ("jurgen" finds Jürgen); nothing without a term. */
  search(term: string, limit = 20): { attendee: DoorAttendee; checkedIn: boolean; status: string }[] {
    const words = foldText(term).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const found: { attendee: DoorAttendee; checkedIn: boolean; status: string }[] = [];
    for (const row of this.attendees.values()) {
      const haystack = foldText(`${row.first_name} ${row.last_name}`);
      if (words.every((word) => haystack.includes(word))) {
        found.push({ attendee: this.door(row), checkedIn: row.checked_in_at !== null, status: row.status });
        if (found.length >= limit) break;
      }
    }
    return found;
  }
}
