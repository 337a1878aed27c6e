import { Button, Fieldset, Group, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder, Question } from '@stagedoor/contracts';
import { attendeeQuestions, type DetailsValues } from './details-form';
import { PersonFields } from './PersonFields';

interface AttendeeListProps {
  form: UseFormReturnType<DetailsValues>;
  order: PublicOrder;
  questions: Question[];
}

/** One fieldset per ticket holder, grouped by ticket, with a helper that copies the buyer's details. */
export function AttendeeList({ form, order, questions }: AttendeeListProps) {
  const { t } = useLingui();
  const copyBuyer = () => {
    const { first_name, last_name, email } = form.values.order;
    form.setValues((values) => ({
      attendees: (values.attendees ?? []).map((attendee) => ({ ...attendee, first_name, last_name, email })),
    }));
    form.clearErrors();
  };

  return (
    <Stack component="section" aria-labelledby="attendees-heading" gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="xl" id="attendees-heading">
          <Trans>Ticket holders</Trans>
        </Title>
        <Button variant="default" size="sm" onClick={copyBuyer}>
          <Trans>Copy buyer details to all attendees</Trans>
        </Button>
      </Group>
      {order.items.map((item) => {
        const title = item.price_label ? `${item.ticket_title} (${item.price_label})` : item.ticket_title;
        const holders = form.values.attendees
          .map((attendee, index) => ({ attendee, index }))
          .filter(({ attendee }) => attendee.ticket_price_id === item.ticket_price_id);
        return (
          <Stack key={item.ticket_price_id} gap="sm">
            <Title order={3} fz="md">
              {title}
            </Title>
            {holders.map(({ attendee, index }, position) => {
              const number = position + 1;
              return (
                <Fieldset key={index} legend={t`${title}: ticket holder ${number}`}>
                  <PersonFields form={form} path={`attendees.${index}`} questions={attendeeQuestions(questions, attendee.ticket_id)} />
                </Fieldset>
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
}
