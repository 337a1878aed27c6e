export type FeedbackKind = 'success' | 'warning' | 'error';

let audio: AudioContext | null = null;

/**
 * Browsers start audio only after a user gesture; the scanner calls this from its
 * first tap so that later beeps, triggered by answers, can sound.
 */
export function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

const TONES: Record<FeedbackKind, { frequencies: number[]; duration: number }> = {
  success: { frequencies: [880, 1320], duration: 0.12 },
  warning: { frequencies: [520, 520], duration: 0.16 },
  error: { frequencies: [220], duration: 0.45 },
};

const VIBRATIONS: Record<FeedbackKind, number[]> = {
  success: [80],
  warning: [120, 80, 120],
  error: [400],
};

/** A synthesized beep and a vibration for an answer; no sound file is downloaded. */
export function playFeedback(kind: FeedbackKind): void {
  if (audio) {
    const { frequencies, duration } = TONES[kind];
    let start = audio.currentTime;
    for (const frequency of frequencies) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = kind === 'error' ? 'square' : 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + duration);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + duration);
      start += duration + 0.03;
    }
  }
  if ('vibrate' in navigator) navigator.vibrate(VIBRATIONS[kind]);
}
