import { Button, createPolymorphicComponent, type ButtonProps } from '@mantine/core';
import { forwardRef } from 'react';

const themedVars = () => ({
  root: {
    '--button-bg': 'var(--sd-button, var(--mantine-color-teal-7))',
    '--button-hover': 'var(--sd-button, var(--mantine-color-teal-8))',
    '--button-color': 'var(--sd-button-text, #fff)',
    '--button-hover-color': 'var(--sd-button-text, #fff)',
  },
});

/** A primary button in the organizer's button colours (their homepage design). */
export const ThemedButton = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>(function ThemedButton(props, ref) {
    return <Button ref={ref} vars={themedVars} {...props} />;
  }),
);
