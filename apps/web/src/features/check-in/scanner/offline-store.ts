import type { OfflineCheckInData, OfflineSeat, PublicCheckInAction } from '@stagedoor/contracts';

/** A list's offline copy, without its attendees (they have a store of their own). */
export interface StoredList {
  short_id: string;
  data: Omit<OfflineCheckInData, 'attendees'>;
  synced_at: string;
}

/**
 * One attendee of a list as the door knows them; `checked_in_here` marks an admission made on
 * this device. `short_id` is the list's door id (or, for a ticket sold after the download, the
 * short id its verified QR code carries); `code_hash` finds the row of a QR code read offline.
 */
export interface StoredAttendee {
  key: string;
  list: string;
  short_id: string;
  code_hash?: string;
  first_name: string;
  last_name: string;
  ticket_id: number;
  status: string;
  checked_in_at: string | null;
  checked_in_here: boolean;
  /** The ticket's date (a date of the download's `dates`); null for a pass or a ticket of no particular date. */
  event_date_id?: number | null;
  validity?: 'ONE_DATE' | 'ALL_DATES';
  /** A pass's admissions by date id: when (null when the download did not say) and whether on this device. */
  admitted?: Record<number, PassAdmission>;
  /** Where the person sits on a seated event: `[section, row, seat label]`. */
  seat?: OfflineSeat;
}

export interface PassAdmission {
  at: string | null;
  here: boolean;
}

/** A scan made without network, waiting for upload. */
export interface QueuedScan {
  id?: number;
  list: string;
  attendee_short_id: string;
  action: PublicCheckInAction;
  scanned_at: string;
}

const DB_NAME = 'stagedoor-check-in';
const DB_VERSION = 1;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('lists', { keyPath: 'short_id' });
      db.createObjectStore('attendees', { keyPath: 'key' }).createIndex('list', 'list');
      db.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('list', 'list');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

export const attendeeKey = (list: string, shortId: string) => `${list}|${shortId}`;

/** Replaces a list's offline copy; admissions made here and not yet uploaded stay marked. */
export async function saveOfflineData(list: string, data: OfflineCheckInData, pending: Set<string>): Promise<void> {
  const db = await open();
  const previous = await readAttendees(list);
  const here = new Map(previous.filter((row) => row.checked_in_here).map((row) => [row.short_id, row]));
  const transaction = db.transaction(['lists', 'attendees'], 'readwrite');
  const { attendees, ...rest } = data;
  transaction.objectStore('lists').put({ short_id: list, data: rest, synced_at: new Date().toISOString() } satisfies StoredList);
  const store = transaction.objectStore('attendees');
  const range = IDBKeyRange.bound(`${list}|`, `${list}|\uffff`);
  store.delete(range);
  for (const [
    shortId,
    firstName,
    lastName,
    ticketId,
    status,
    checkedInAt,
    codeHash,
    eventDateId,
    validity,
    admittedDates,
    seat,
  ] of attendees) {
    const mine = here.get(shortId);
    const keepMine = mine !== undefined && pending.has(shortId);
    // A pass: the server's admissions, and this device's that still wait for upload.
    const admitted: Record<number, PassAdmission> = {};
    for (const dateId of admittedDates ?? []) admitted[dateId] = { at: null, here: false };
    const previousAdmitted = previous.find((row) => row.short_id === shortId)?.admitted ?? {};
    for (const [dateId, admission] of Object.entries(previousAdmitted)) {
      if (admission.here && (pending.has(shortId) || admitted[Number(dateId)])) admitted[Number(dateId)] = admission;
    }
    store.put({
      key: attendeeKey(list, shortId),
      list,
      short_id: shortId,
      code_hash: codeHash,
      first_name: firstName,
      last_name: lastName,
      ticket_id: ticketId,
      status,
      checked_in_at: keepMine ? mine.checked_in_at : checkedInAt,
      checked_in_here: keepMine || (mine?.checked_in_here === true && checkedInAt !== null),
      // Kept only where they say something: a ticket of a date, a pass and its admissions.
      ...(eventDateId != null ? { event_date_id: eventDateId } : {}),
      ...(validity === 'ALL_DATES' ? { validity, admitted } : {}),
      ...(seat ? { seat } : {}),
    } satisfies StoredAttendee);
  }
  await done(transaction);
}

export async function readList(list: string): Promise<StoredList | null> {
  const db = await open();
  return ((await result(db.transaction('lists').objectStore('lists').get(list))) as StoredList | undefined) ?? null;
}

export async function touchList(list: string): Promise<void> {
  const stored = await readList(list);
  if (!stored) return;
  const db = await open();
  const transaction = db.transaction('lists', 'readwrite');
  transaction.objectStore('lists').put({ ...stored, synced_at: new Date().toISOString() });
  await done(transaction);
}

export async function readAttendees(list: string): Promise<StoredAttendee[]> {
  const db = await open();
  return (await result(db.transaction('attendees').objectStore('attendees').index('list').getAll(list))) as StoredAttendee[];
}

/** Records an offline scan: the attendee's new state and the queued upload, in one transaction. */
export async function recordOfflineScan(attendee: StoredAttendee, scan: QueuedScan): Promise<void> {
  const db = await open();
  const transaction = db.transaction(['attendees', 'queue'], 'readwrite');
  transaction.objectStore('attendees').put(attendee);
  transaction.objectStore('queue').add(scan);
  await done(transaction);
}

export async function queuedScans(list: string): Promise<QueuedScan[]> {
  const db = await open();
  return (await result(db.transaction('queue').objectStore('queue').index('list').getAll(list))) as QueuedScan[];
}

export async function removeQueued(ids: number[]): Promise<void> {
  const db = await open();
  const transaction = db.transaction('queue', 'readwrite');
  for (const id of ids) transaction.objectStore('queue').delete(id);
  await done(transaction);
}

export async function putAttendee(attendee: StoredAttendee): Promise<void> {
  const db = await open();
  const transaction = db.transaction('attendees', 'readwrite');
  transaction.objectStore('attendees').put(attendee);
  await done(transaction);
}
