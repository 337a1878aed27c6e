import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck } from '../../../platform/ui/icons';
import { IconLink } from './icons';

/** Copies a link that a list item gives out (a promo code's, an affiliate's) and says so for a moment. */
export function CopyLinkButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t`Link copied` : t`Copy link`} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={label} onClick={copy}>
            {copied ? <IconCheck /> : <IconLink />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
