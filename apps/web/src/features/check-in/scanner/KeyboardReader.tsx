import { useEffect, useRef, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * USB and Bluetooth barcode scanners type the code and press Enter. The field keeps
 * the focus so that every scan lands in it, even after a tap elsewhere.
 */
export function KeyboardReader({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const code = value.trim();
        setValue('');
        if (code && !busy) onCode(code);
      }}
    >
      <TextInput
        ref={input}
        label={t`Scanned code`}
        description={t`Scan a ticket with the barcode scanner; the code arrives here.`}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        size="lg"
        autoFocus
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t`Typing a code and pressing Enter works too.`}
      </Text>
    </form>
  );
}
