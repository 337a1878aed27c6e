import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const QUIET_ZONE = 4;

/**
 * Writes a YUV4MPEG2 video that shows `text` as a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`). The QR is drawn from the qrcode package's module
 * matrix, so no image tools are needed.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / (size + QUIET_ZONE * 2));
  const drawn = (size + QUIET_ZONE * 2) * scale;
  const left = Math.floor((WIDTH - drawn) / 2);
  const top = Math.floor((HEIGHT - drawn) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < drawn; y += 1) {
    const row = Math.floor(y / scale) - QUIET_ZONE;
    for (let x = 0; x < drawn; x += 1) {
      const column = Math.floor(x / scale) - QUIET_ZONE;
      const dark = row >= 0 && row < size && column >= 0 && column < size && modules.get(row, column);
      if (dark) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
