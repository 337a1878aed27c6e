import type { ReactNode } from 'react';
import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCode, IconGlobe, IconPlug, IconReceipt, IconScan, IconSend, IconTag, IconTicket } from '../../platform/ui/icons';

interface Feature {
  icon: ReactNode;
  title: string;
  description: string;
}

export function FeatureGrid() {
  const { t } = useLingui();
  const features: Feature[] = [
    {
      icon: <IconTicket size={24} />,
      title: t`Every kind of ticket`,
      description: t`Paid, free, donation and tiered tickets with sale windows, order limits and capacity that is never oversold.`,
    },
    {
      icon: <IconTag size={24} />,
      title: t`A short checkout`,
      description: t`Card payments through your own Stripe account, promo codes, custom questions and printable orders and tickets.`,
    },
    {
      icon: <IconReceipt size={24} />,
      title: t`A back office for orders and attendees`,
      description: t`Search orders and attendees, cancel or refund, add walk-ins, resend tickets and export to CSV or Excel.`,
    },
    {
      icon: <IconScan size={24} />,
      title: t`Check-in on any phone`,
      description: t`Share a check-in list with your door staff and scan QR codes with the camera of any phone, even offline. No app needed.`,
    },
    {
      icon: <IconCode size={24} />,
      title: t`Sell from your own site`,
      description: t`Embed the ticket widget on any website, or use a public event page you design yourself.`,
    },
    {
      icon: <IconSend size={24} />,
      title: t`Messages to attendees`,
      description: t`Write to all attendees, the holders of a ticket or one order's buyer, now or at a time you schedule.`,
    },
    {
      icon: <IconPlug size={24} />,
      title: t`Affiliates and integrations`,
      description: t`Affiliate links with their own sales figures, API tokens and signed webhooks for the tools you already use.`,
    },
    {
      icon: <IconGlobe size={24} />,
      title: t`Seven languages`,
      description: t`English, German, French, Spanish, Portuguese, Brazilian Portuguese and Simplified Chinese for organizers and buyers.`,
    },
  ];

  return (
    <Container component="section" size="lg" py={{ base: 48, md: 80 }} aria-labelledby="features-title">
      <Stack gap={6} mb={40} maw={640}>
        <Title id="features-title" order={2} fz={{ base: 26, sm: 34 }}>
          <Trans>Everything from the first ticket to the last guest</Trans>
        </Title>
        <Text c="dimmed" size="lg">
          <Trans>One tool for organizers, buyers and the people at the door.</Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={32} verticalSpacing={40}>
        {features.map((feature) => (
          <Stack key={feature.title} gap="sm">
            <ThemeIcon variant="light" size={48} radius="md">
              {feature.icon}
            </ThemeIcon>
            <Title order={3} size="h4">
              {feature.title}
            </Title>
            <Text c="dimmed">{feature.description}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
