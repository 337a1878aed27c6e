import { Group, Text, type MantineBreakpoint } from '@mantine/core';

interface LogoProps {
  size?: number;
  /** Below this breakpoint only the mark is shown, to save room in narrow headers. */
  wordmarkVisibleFrom?: MantineBreakpoint;
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-teal-6)" />
      <path d="M10.5 25.5V12a5.5 5.5 0 0 1 11 0v13.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M7 25.5h18" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="18.4" cy="18.5" r="1.7" fill="var(--mantine-color-marigold-3)" />
    </svg>
  );
}

/** The product name is a proper noun and stays the same in every language. */
export function Logo({ size = 32, wordmarkVisibleFrom }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.62}
        lh={1}
        c="var(--mantine-color-text)"
        visibleFrom={wordmarkVisibleFrom}
        style={{ letterSpacing: '-0.02em' }}
      >
        Stagedoor
      </Text>
    </Group>
  );
}
