import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { useEvent } from '../use-event';
import { BasicDetailsSection } from './BasicDetailsSection';
import { DocumentsSection } from './DocumentsSection';
import { EmailSection } from './EmailSection';
import { HomepageCheckoutSection } from './HomepageCheckoutSection';
import { LocationSection } from './LocationSection';
import { MiscSection } from './MiscSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { OnlineEventSection } from './OnlineEventSection';
import { SeoSection } from './SeoSection';
import { SettingsSection } from './SettingsSection';
import { InvoicingSection } from './InvoicingSection';

/** `settings`: the sections of SPEC §2, each saved on its own. */
export function SettingsPage() {
  const { t } = useLingui();
  const event = useEvent();
  const sections = [
    { id: 'basic-details', label: t`Basic details` },
    { id: 'location', label: t`Location` },
    { id: 'online-event', label: t`Online event` },
    { id: 'homepage-design', label: t`Homepage design` },
    { id: 'homepage-checkout', label: t`Homepage and checkout` },
    { id: 'payment-methods', label: t`Payment methods` },
    { id: 'seo', label: t`Search engines` },
    { id: 'email', label: t`Email and notifications` },
    { id: 'miscellaneous', label: t`Miscellaneous` },
    { id: 'documents', label: t`Public documents` },
    { id: 'invoicing', label: t`Invoices` },
  ];

  return (
    <>
      <PageHeader title={t`Settings`} description={t`Each section is saved on its own.`} />
      <Group component="nav" aria-label={t`Settings sections`} gap="md" mb="lg" wrap="wrap">
        {sections.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm">
            {section.label}
          </Anchor>
        ))}
      </Group>
      <Stack gap="lg">
        <BasicDetailsSection event={event} />
        <LocationSection event={event} />
        <OnlineEventSection event={event} />
        <SettingsSection id="homepage-design" title={t`Homepage design`}>
          <Text size="sm">
            <Trans>Colours, spacing, background and cover image are set in the homepage designer, with a live preview.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={`/manage/event/${event.id}/homepage-designer`} variant="default">
              <Trans>Open the homepage designer</Trans>
            </Button>
          </Group>
        </SettingsSection>
        <HomepageCheckoutSection event={event} />
        <PaymentMethodsSection event={event} />
        <SeoSection event={event} />
        <EmailSection event={event} />
        <MiscSection event={event} />
        <DocumentsSection event={event} />
        <InvoicingSection event={event} />
      </Stack>
    </>
  );
}
