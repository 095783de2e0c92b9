// How a kitchen timer rings (cook mode emits `timer.ring`; the app rings): three short beeps through Web Audio,
// and a notification when the member allowed them. The audio context is made on the tap that starts a timer,
// since browsers only let a page make sound after the person touched it; that tap also asks, once, whether
// notifications are welcome.
let audio: AudioContext | null = null;

/** Called on the tap that starts a timer. */
export function prepareRing() {
  try {
    audio ??= new AudioContext();
    void audio.resume().catch(() => {});
  } catch {
    audio = null;
  }
  if ('Notification' in window && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => {});
  }
}

function beep(context: AudioContext, at: number) {
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = 880;
  volume.gain.setValueAtTime(0.0001, at);
  volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
  tone.connect(volume).connect(context.destination);
  tone.start(at);
  tone.stop(at + 0.4);
}

export function ring(label: string) {
  if (audio) {
    for (const n of [0, 1, 2]) beep(audio, audio.currentTime + n * 0.5);
  }
  if ('Notification' in window && Notification.permission === 'granted') {
    try {
      new Notification('Time’s up', { body: label, tag: `potluck-timer-${label}` });
    } catch {
      // Some browsers only show notifications from a service worker; the ring on screen still shows.
    }
  }
}
