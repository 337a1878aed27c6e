import type { z } from 'zod';
import {
  checkInBatchResultSchema,
  dataEnvelope,
  listEnvelope,
  offlineCheckInDataSchema,
  publicCheckInAttendeeSchema,
  publicCheckInListSchema,
  publicCheckInResultSchema,
} from '@stagedoor/contracts';
import { unchecked, type ResponseSchema } from '../../../platform/api/client';

/** The contract schemas of the scanner's answers. Only development builds call this, so production leaves zod out of the scanner. */
function contractSchemas() {
  return {
    list: dataEnvelope(publicCheckInListSchema),
    scan: dataEnvelope(publicCheckInResultSchema),
    attendees: listEnvelope(publicCheckInAttendeeSchema),
    batch: dataEnvelope(checkInBatchResultSchema),
    offline: dataEnvelope(offlineCheckInDataSchema),
  };
}

type ContractSchemas = ReturnType<typeof contractSchemas>;

/** Typed by the shared contracts; checked against them in development builds (the phone at the door loads less). */
export const answers: { [Name in keyof ContractSchemas]: ResponseSchema<z.output<ContractSchemas[Name]>> } = import.meta.env.DEV
  ? contractSchemas()
  : { list: unchecked(), scan: unchecked(), attendees: unchecked(), batch: unchecked(), offline: unchecked() };
