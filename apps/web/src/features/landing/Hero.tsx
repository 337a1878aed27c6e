import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { IconArrowRight, IconHeart } from '../../platform/ui/icons';
import { TicketIllustration } from './TicketIllustration';
import classes from './Landing.module.css';

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" leftSection={<IconHeart size={14} />} w="fit-content">
              <Trans>Free and open source</Trans>
            </Badge>
            <Title id="landing-title" order={1} className={classes.heroTitle}>
              <Trans>
                Ticketing for your events, <span className={classes.highlight}>on your own terms</span>
              </Trans>
            </Title>
            <Text size="xl" c="dimmed" maw={540}>
              <Trans>
                Stagedoor sells your tickets, runs the checkout and checks guests in at the door. Run it yourself, in seven languages, with
                no platform fee on any ticket.
              </Trans>
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/auth/register" size="lg" rightSection={<IconArrowRight />}>
                <Trans>Create a free account</Trans>
              </Button>
              <Button component={Link} to="/auth/login" size="lg" variant="default">
                <Trans>Log in</Trans>
              </Button>
            </Group>
          </Stack>
          <TicketIllustration />
        </SimpleGrid>
      </Container>
    </section>
  );
}
