import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function PageLoader({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useLingui();
  return (
    <Center mih={minHeight} role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  );
}
