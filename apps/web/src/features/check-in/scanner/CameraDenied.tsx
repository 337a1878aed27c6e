import { Alert, Button, List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

type Browser = 'safari-ios' | 'chrome-android' | 'samsung' | 'firefox' | 'safari' | 'edge' | 'chrome';

function detectBrowser(agent: string): Browser {
  if (/iPhone|iPad|iPod/.test(agent)) return 'safari-ios';
  if (/SamsungBrowser/.test(agent)) return 'samsung';
  if (/Firefox|FxiOS/.test(agent)) return 'firefox';
  if (/Edg\//.test(agent)) return 'edge';
  if (/Android/.test(agent)) return 'chrome-android';
  if (/Safari/.test(agent) && !/Chrome|Chromium/.test(agent)) return 'safari';
  return 'chrome';
}

/** SPEC §8: camera permission denied, with how to give it back in the browser in use. */
export function CameraDenied({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const browser = detectBrowser(navigator.userAgent);
  const steps: Record<Browser, string[]> = {
    'safari-ios': [t`Open the Settings app, then Safari, then Camera.`, t`Choose "Allow" (or "Ask"), then come back and reload this page.`],
    'chrome-android': [t`Tap the icon left of the address bar, then Permissions.`, t`Turn Camera on, then reload this page.`],
    samsung: [t`Tap the icon left of the address bar, then Permissions.`, t`Turn Camera on, then reload this page.`],
    firefox: [t`Tap the icon left of the address bar.`, t`Remove the block on the camera, then reload this page.`],
    safari: [t`In the Safari menu choose Settings for this website.`, t`Set Camera to "Allow", then reload this page.`],
    edge: [t`Click the lock icon left of the address bar.`, t`Set Camera to "Allow", then reload this page.`],
    chrome: [t`Click the icon left of the address bar.`, t`Set Camera to "Allow", then reload this page.`],
  };
  return (
    <Alert color="orange" variant="light" title={t`Camera permission denied`} role="alert" mt="sm">
      <Text size="sm" mb="xs">{t`This page needs your camera to read tickets. To allow it again:`}</Text>
      <List type="ordered" size="sm" mb="sm">
        {steps[browser].map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="sm" mb="sm">{t`Meanwhile you can search attendees by name or use a barcode scanner.`}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}
