/**
 * What the worker hears and feels: a short high tone for a report, two low ones and a long buzz for a
 * refusal, so that a glance at the screen is not needed on a noisy floor. Phones without vibration
 * and pages without sound (autoplay rules) simply stay silent.
 */
let audio: AudioContext | null = null;

function tones(freq: number, count: number, ms: number) {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (let i = 0; i < count; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(audio.destination);
      const at = start + (i * ms * 1.6) / 1000;
      osc.start(at);
      osc.stop(at + ms / 1000);
    }
  } catch {
    // no audio on this device
  }
}

export function signalOk() {
  tones(1320, 1, 90);
  navigator.vibrate?.(60);
}

export function signalRefused() {
  tones(330, 2, 160);
  navigator.vibrate?.([200, 80, 200]);
}
