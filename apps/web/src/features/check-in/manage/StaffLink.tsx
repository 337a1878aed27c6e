import { useEffect, useState } from 'react';
import { Button, CopyButton, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import type { CheckInList } from '@stagedoor/contracts';
import { confirmAction } from '../../../platform/ui/confirm';
import { IconRefresh } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { staffLink, useRotateCheckInList } from './api';

const QR_SIZE = 240;

function useQrDataUrl(value: string): string | null {
  const [result, setResult] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE }).then((url) => {
      if (current) setResult({ value, url });
    });
    return () => {
      current = false;
    };
  }, [value]);
  return result?.value === value ? result.url : null;
}

/** The link staff open on their phones, its QR code, and a way to revoke it by issuing a new one. */
export function StaffLink({ eventId, list }: { eventId: number; list: CheckInList }) {
  const { t } = useLingui();
  const link = staffLink(list.short_id);
  const qr = useQrDataUrl(link);
  const rotate = useRotateCheckInList(eventId);
  const name = list.name;

  const askRotate = () =>
    confirmAction({
      title: t`Make a new link for "${name}"?`,
      message: t`The current link and its QR code stop working at once. Staff using them need the new link.`,
      confirmLabel: t`Make a new link`,
      danger: true,
      onConfirm: () =>
        rotate.mutate(list.id, {
          onSuccess: () => notifySuccess(t`A new link was made. The old one no longer works.`),
          onError: notifyError,
        }),
    });

  return (
    <Stack align="center" gap="md">
      {qr ? (
        <Image src={qr} w={QR_SIZE} h={QR_SIZE} alt={t`QR code of the check-in link for ${name}`} />
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} />
      )}
      <TextInput label={t`Check-in link`} value={link} readOnly w="100%" onFocus={(event) => event.currentTarget.select()} />
      <Text size="sm" c="dimmed">
        <Trans>Anyone with this link can check attendees in on this list. Share it only with your staff.</Trans>
      </Text>
      <Group>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} aria-live="polite">
              {copied ? t`Link copied` : t`Copy link`}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" component="a" href={link} target="_blank" rel="noopener">
          <Trans>Open scanner</Trans>
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconRefresh />} onClick={askRotate} loading={rotate.isPending}>
          <Trans>Make a new link</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
