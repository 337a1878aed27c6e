import type { SeatingLayout, SeatingPlan, SeatingPlanSummary } from '@stagedoor/contracts';

/** A plan as the list reads it: its columns and its use, never its layout. */
export interface SeatingPlanSummaryRow {
  id: number;
  name: string;
  seatCount: number;
  standingCapacity: number;
  eventsCount: number;
  inUse: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function presentSeatingPlanSummary(row: SeatingPlanSummaryRow): SeatingPlanSummary {
  return {
    id: row.id,
    name: row.name,
    seat_count: row.seatCount,
    standing_capacity: row.standingCapacity,
    events_count: Number(row.eventsCount),
    in_use: Boolean(row.inUse),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentSeatingPlan(row: SeatingPlanSummaryRow & { layout: SeatingLayout }): SeatingPlan {
  return { ...presentSeatingPlanSummary(row), layout: row.layout };
}
