import { Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The pages of a list, with controls a screen reader can name; nothing when everything fits on one page. */
export function ListPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
      })}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
    />
  );
}
