import { useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type QrScanner from 'qr-scanner';
import { savedCamera, saveCamera } from './device';
import { CameraDenied } from './CameraDenied';
import classes from './Scanner.module.css';

interface CameraReaderProps {
  /** Called with each decoded code, as often as the camera reads it (the door's ScanGate decides what is sent); ignored while `busy`. */
  onCode: (code: string) => void;
  busy: boolean;
}

type CameraState = 'starting' | 'running' | 'denied' | 'missing' | 'failed';

async function permissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    if (status.state === 'denied') return true;
  } catch {
    // Not every browser can be asked; the camera itself then tells.
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((track) => track.stop());
    return false;
  } catch (error) {
    return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
  }
}

export function CameraReader({ onCode, busy }: CameraReaderProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [cameras, setCameras] = useState<QrScanner.Camera[]>([]);
  const [camera, setCamera] = useState(() => savedCamera() ?? 'environment');
  const [hasTorch, setHasTorch] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ onCode, busy });
  latest.current = { onCode, busy };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let instance: QrScanner | null = null;
    setState('starting');
    void (async () => {
      // The decoder and its worker come with the app, loaded only when the camera is used.
      const { default: Scanner } = await import('qr-scanner');
      if (cancelled) return;
      instance = new Scanner(
        element,
        (result) => {
          const { onCode: handle, busy: isBusy } = latest.current;
          if (!isBusy) handle(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: camera, maxScansPerSecond: 8, highlightScanRegion: false },
      );
      scanner.current = instance;
      try {
        await instance.start();
        if (cancelled) return;
        setState('running');
        setCameras(await Scanner.listCameras(true));
        setHasTorch(await instance.hasFlash());
      } catch {
        if (cancelled) return;
        if (!(await Scanner.hasCamera())) setState((await permissionDenied()) ? 'denied' : 'missing');
        else setState((await permissionDenied()) ? 'denied' : 'failed');
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      scanner.current = null;
    };
  }, [camera, attempt]);

  const chooseCamera = (value: string) => {
    saveCamera(value);
    setTorchOn(false);
    setCamera(value);
  };

  const toggleTorch = async () => {
    if (!scanner.current) return;
    await scanner.current.toggleFlash();
    setTorchOn(scanner.current.isFlashOn());
  };

  const choices = [
    { value: 'environment', label: t`Back camera` },
    { value: 'user', label: t`Front camera` },
    ...cameras.map((item, index) => ({ value: item.id, label: item.label || t`Camera ${index + 1}` })),
  ];

  return (
    <div>
      {/* Without a picture (no camera, refused, failed) the black box goes: the message and the other ways in come first. */}
      <div className={classes.viewfinder} style={state === 'starting' || state === 'running' ? undefined : { display: 'none' }}>
        <video ref={video} className={classes.video} muted playsInline aria-label={t`Camera view`} />
        {state === 'running' && <div className={classes.frame} aria-hidden="true" />}
      </div>
      {state === 'denied' && <CameraDenied onRetry={() => setAttempt((value) => value + 1)} />}
      {state === 'missing' && <Text c="red" role="alert" mt="sm">{t`No camera was found. Use search or a barcode scanner instead.`}</Text>}
      {state === 'failed' && (
        <Group mt="sm">
          <Text c="red" role="alert">{t`The camera could not be started.`}</Text>
          <Button size="xs" variant="default" onClick={() => setAttempt((value) => value + 1)}>
            {t`Try again`}
          </Button>
        </Group>
      )}
      <Group mt="sm" align="flex-end" wrap="nowrap">
        <NativeSelect
          label={t`Camera`}
          data={choices}
          value={camera}
          onChange={(event) => chooseCamera(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {hasTorch && (
          <Button variant={torchOn ? 'filled' : 'default'} onClick={() => void toggleTorch()} aria-pressed={torchOn}>
            {t`Torch`}
          </Button>
        )}
      </Group>
      {busy && <span className={classes.srOnly}>{t`Checking…`}</span>}
    </div>
  );
}
