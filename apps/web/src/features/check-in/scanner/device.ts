const DEVICE_KEY = 'stagedoor.check-in.device';
const CAMERA_KEY = 'stagedoor.check-in.camera';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}

/** A stable name for this phone, so the organizer can tell which door admitted whom. */
export function deviceId(): string {
  let id = read(DEVICE_KEY);
  if (!id) {
    id = `scanner-${randomId()}`;
    write(DEVICE_KEY, id);
  }
  return id;
}

/** The camera chosen last time (a device id, or "environment"/"user"). */
export function savedCamera(): string | null {
  return read(CAMERA_KEY);
}

export function saveCamera(camera: string): void {
  write(CAMERA_KEY, camera);
}
