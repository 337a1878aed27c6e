import { t } from '@lingui/core/macro';
import type { AffiliateStatus } from '@stagedoor/contracts';

export const statusLabels = (): Record<AffiliateStatus, string> => ({ ACTIVE: t`Active`, INACTIVE: t`Inactive` });
export const copyLinkLabel = (code: string) => t`Copy the link of ${code}`;
