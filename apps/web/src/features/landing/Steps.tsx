import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import classes from './Landing.module.css';

export function Steps() {
  const { t } = useLingui();
  const steps = [
    { title: t`Create your event`, description: t`Add dates, a venue or an online link, and the tickets you want to sell.` },
    { title: t`Share your page`, description: t`Publish the event page or embed the widget, and take payments straight to your account.` },
    { title: t`Welcome your guests`, description: t`Scan tickets at the door and watch check-ins arrive on your dashboard.` },
  ];
  return (
    <section className={classes.band} aria-labelledby="steps-title">
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Title id="steps-title" order={2} fz={{ base: 26, sm: 34 }} mb={40}>
          <Trans>Up and running in an afternoon</Trans>
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing={32} className={classes.steps}>
          {steps.map((step, index) => (
            <Stack component="li" key={step.title} gap="xs">
              <Text className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </Text>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed">{step.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
