import { t } from '@lingui/core/macro';

/** Names of the per-item buttons, so that each says which item it acts on. */
export const editLabel = (name: string) => t`Edit ${name}`;
export const deleteLabel = (name: string) => t`Delete ${name}`;
export const deleteQuestion = (name: string) => t`Delete ${name}?`;
