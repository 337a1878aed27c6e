import { useMemo } from 'react';
import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import type { SeatingLayout, SeatingPlan, SeatingSection } from '@stagedoor/contracts';
import { useSessionUser } from '../../platform/session/session';
import { IconArrowLeft } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { seatingPlanQuery } from './api';
import { PlanEditor } from './editor/PlanEditor';

/**
 * The layout with the lists its schema defaults to empty filled in, should a stored layout leave one out. The rest is
 * as the server checked it when the plan was saved: a stadium's seats are not checked one by one again here.
 */
function withDefaults(plan: SeatingPlan): SeatingPlan {
  const layout: Partial<SeatingLayout> & Pick<SeatingLayout, 'sections'> = plan.layout;
  return {
    ...plan,
    layout: {
      ...plan.layout,
      sections: layout.sections.map((section: Partial<SeatingSection> & Omit<SeatingSection, 'rows' | 'tables'>) => ({
        ...section,
        rows: section.rows ?? [],
        tables: section.tables ?? [],
      })),
      standing_areas: layout.standing_areas ?? [],
      shapes: layout.shapes ?? [],
    },
  };
}

/** `/account/seating-plans/:planId` (administrators): draw a plan. */
export function SeatingPlanEditorPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const planId = Number(useParams().planId);
  const plan = useQuery(seatingPlanQuery(user.account_id, planId));
  const ready = useMemo(() => (plan.data ? withDefaults(plan.data) : undefined), [plan.data]);

  return (
    <>
      <Group mb="xs">
        <Anchor component={Link} to="/account/seating-plans" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t`Seating plans`}
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={plan.data?.name ?? t`Seating plan`}
        description={t`Add rows, tables, standing areas and shapes; select seats to give them a category. Save to use the plan in events.`}
      />
      <QueryState query={plan}>{(data) => <PlanEditor key={data.id} accountId={user.account_id} plan={ready ?? data} />}</QueryState>
    </>
  );
}
