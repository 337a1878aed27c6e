import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../../../platform/routing';
import { Trans } from '@lingui/react/macro';
import { abandonOrder } from '../api';

interface AbandonOrderButtonProps {
  eventId: string;
  shortId: string;
  eventPath: string;
}

/** Gives the held tickets back at once (instead of at the end of the hold) and returns to the event. */
export function AbandonOrderButton({ eventId, shortId, eventPath }: AbandonOrderButtonProps) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => abandonOrder(eventId, shortId),
    // Whatever the answer (already expired, gone), the buyer wanted to leave.
    onSettled: () => navigate(eventPath),
  });
  return (
    <Button variant="subtle" size="compact-sm" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      <Trans>Cancel order</Trans>
    </Button>
  );
}
