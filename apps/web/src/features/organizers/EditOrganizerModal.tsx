import { Button, Divider, Modal, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Organizer } from '@stagedoor/contracts';
import { IconSettings } from '../../platform/ui/icons';
import { OrganizerDetailsForm } from './OrganizerDetailsForm';
import { OrganizerImageField } from './OrganizerImageField';

interface EditOrganizerModalProps {
  /** Kept current by the caller's query, so new images show at once. */
  organizer: Organizer;
  opened: boolean;
  onClose: () => void;
}

export function EditOrganizerModal({ organizer, opened, onClose }: EditOrganizerModalProps) {
  const { t } = useLingui();
  const name = organizer.name;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Edit organizer “${name}”`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="lg">
        <OrganizerDetailsForm organizer={organizer} onSaved={onClose} onCancel={onClose} />
        <Divider />
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {t`Images`}
            </Title>
            <Text size="sm" c="dimmed">
              {t`Images are saved as soon as you upload them. Each upload replaces the previous image.`}
            </Text>
          </div>
          <OrganizerImageField
            organizer={organizer}
            type="ORGANIZER_COVER"
            title={t`Cover image`}
            rules={t`At least 900 × 450 pixels, recommended 2160 × 1080; under 5 MB.`}
            previewAlt={t`Current cover image`}
            emptyText={t`No cover image yet`}
            uploadLabel={t`Upload cover`}
            replaceLabel={t`Replace cover`}
            removeLabel={t`Remove cover`}
            previewHeight={180}
            previewFit="cover"
          />
          <OrganizerImageField
            organizer={organizer}
            type="ORGANIZER_LOGO"
            title={t`Logo`}
            rules={t`At least 900 pixels wide and 50 high; under 5 MB.`}
            previewAlt={t`Current logo`}
            emptyText={t`No logo yet`}
            uploadLabel={t`Upload logo`}
            replaceLabel={t`Replace logo`}
            removeLabel={t`Remove logo`}
            previewHeight={96}
            previewFit="contain"
          />
        </Stack>
      </Stack>
    </Modal>
  );
}

/** Opens the organizer's details and images for editing. */
export function EditOrganizerButton({ organizer, ...buttonProps }: { organizer: Organizer; 'aria-label'?: string } & ButtonProps) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconSettings />} onClick={modal.open} {...buttonProps}>
        <Trans>Edit organizer</Trans>
      </Button>
      <EditOrganizerModal organizer={organizer} opened={opened} onClose={modal.close} />
    </>
  );
}
