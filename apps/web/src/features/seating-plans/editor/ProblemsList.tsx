import { Alert, Anchor, List } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatingLayout } from '@stagedoor/contracts';
import { IconAlert } from '../../../platform/ui/icons';
import { describePath, problemTarget } from '../labels';

export interface PlanProblem {
  path: (string | number)[];
  /** Already in the user's language. */
  message: string;
}

/** Why the plan cannot be saved; a problem that points at a seat, row or area selects it. */
export function ProblemsList({
  title,
  problems,
  layout,
  onShow,
}: {
  title: string;
  problems: PlanProblem[];
  layout: SeatingLayout;
  onShow: (key: string) => void;
}) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} title={title} role="alert">
      <List size="sm" spacing={2}>
        {problems.slice(0, 20).map((problem, index) => {
          const where = describePath(layout, problem.path);
          const target = problemTarget(layout, problem.path);
          return (
            <List.Item key={index}>
              {target ? (
                <Anchor component="button" type="button" size="sm" onClick={() => onShow(target)}>
                  {where || t`The plan`}
                </Anchor>
              ) : (
                where || t`The plan`
              )}
              {': '}
              {problem.message}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
