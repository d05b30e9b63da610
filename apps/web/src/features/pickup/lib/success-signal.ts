/**
 * A short beep and a buzz, so the server at a loud counter knows without looking. Both are
 * best effort: no sound where audio is blocked, no buzz where vibration does not exist.
 */
let audio: AudioContext | null = null;

/** Call from a tap: browsers only let a page make sound after the person touched it. */
export function unlockSound(): void {
  if (audio || typeof AudioContext === 'undefined') return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

function beep(frequency: number, seconds: number): void {
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + seconds);
}

function buzz(pattern: number | number[]): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function signalSuccess(): void {
  beep(880, 0.15);
  buzz(120);
}

export function signalRefusal(): void {
  beep(220, 0.3);
  buzz([80, 60, 80]);
}
