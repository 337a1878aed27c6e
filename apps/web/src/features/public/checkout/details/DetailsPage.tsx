import { useEffect, useState } from 'react';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder, Question } from '@stagedoor/contracts';
import { FormErrorAlert } from '../../../../platform/ui/FormErrorAlert';
import { IconArrowRight } from '../../../../platform/ui/icons';
import { PageLoader } from '../../../../platform/ui/PageLoader';
import { PageTitle } from '../../../../platform/ui/PageTitle';
import { QueryState } from '../../../../platform/ui/QueryState';
import { ThemedButton } from '../../shared/ThemedButton';
import { publicQuestionsQuery, saveOrderDetails } from '../../api';
import { checkoutPath, handleOrderStateError, useCheckout } from '../checkout-context';
import { AttendeeList } from './AttendeeList';
import {
  detailsBody,
  initialDetails,
  orderQuestions,
  placeServerErrors,
  restoreDetails,
  saveDetailsDraft,
  type DetailsValues,
} from './details-form';
import type * as ValidationModule from './details-validation';
import { PersonFields } from './PersonFields';
import { BusinessFields } from './BusinessFields';

let validation: Promise<typeof ValidationModule> | undefined;
/** The form's checks (with the shared request schema) load while the buyer reads the form, so the page shows sooner. */
function loadValidation() {
  validation ??= import('./details-validation');
  return validation;
}

/** Keyboard and screen-reader users land on the first field that needs attention. */
function focusFirstError() {
  window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** /checkout/:eventId/:orderShortId/details: the buyer, the ticket holders and the event's questions. */
export function DetailsPage() {
  const { eventId, order } = useCheckout();
  const questions = useQuery(publicQuestionsQuery(eventId));
  if (questions.isPending) return <PageLoader minHeight={240} />;
  return <QueryState query={questions}>{(data) => <DetailsForm order={order} questions={data} />}</QueryState>;
}

function DetailsForm({ order, questions }: { order: PublicOrder; questions: Question[] }) {
  const { t } = useLingui();
  const context = useCheckout();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: restoreDetails(order.short_id, initialDetails(order, questions)),
    onValuesChange: (values) => saveDetailsDraft(order.short_id, values),
  });
  useEffect(() => {
    void loadValidation();
  }, []);
  const free = order.total_gross === 0;
  const settings = context.event?.settings;
  const asked = settings?.business_details ?? 'OFF';
  const onRequest = settings?.invoice_mode === 'ON_REQUEST' && !free;
  const withBusiness = asked !== 'OFF' || onRequest;

  const mutation = useMutation({
    mutationFn: (values: DetailsValues) => saveOrderDetails(context.eventId, order.short_id, detailsBody(values, withBusiness)),
    onMutate: () => setFormError(null),
    onSuccess: async (saved) => {
      const next = saved.status === 'COMPLETED' ? 'summary' : 'payment';
      await navigate(checkoutPath(context.eventId, saved.short_id, next));
    },
    onError: (error) => {
      if (handleOrderStateError(context, error)) return;
      setFormError(placeServerErrors(form, error));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void loadValidation().then(({ validateDetails }) => {
          const values = form.getValues();
          const errors = validateDetails(values, questions);
          form.setErrors(errors);
          if (Object.keys(errors).length > 0) focusFirstError();
          else mutation.mutate(values);
        });
      }}
    >
      <PageTitle title={t`Your details`} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <Trans>Your details</Trans>
          </Title>
          <Text size="sm">
            <Trans>We send the order confirmation and the tickets to these email addresses.</Trans>
          </Text>
        </Stack>
        <FormErrorAlert message={formError} />
        <Stack component="section" aria-labelledby="buyer-heading" gap="md">
          <Title order={2} fz="xl" id="buyer-heading">
            <Trans>Buyer</Trans>
          </Title>
          <PersonFields form={form} path="order" questions={orderQuestions(questions, order)} autofill />
        </Stack>
        {withBusiness && (
          <>
            <Divider />
            <BusinessFields form={form} asked={asked} onRequest={onRequest} />
          </>
        )}
        <Divider />
        <AttendeeList form={form} order={order} questions={questions} />
        <ThemedButton
          type="submit"
          size="lg"
          loading={mutation.isPending}
          rightSection={<IconArrowRight />}
          style={{ alignSelf: 'flex-end' }}
        >
          {free ? t`Complete order` : t`Continue to payment`}
        </ThemedButton>
      </Stack>
    </form>
  );
}
