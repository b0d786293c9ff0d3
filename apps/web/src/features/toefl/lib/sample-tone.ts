/**
 * The system check's sample sound: a short two-note chime made by the browser (Web Audio), so the check
 * needs no file and works before any test asset loads. Resolves when it has played; false without Web Audio.
 */
export async function playSampleTone(): Promise<boolean> {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return false;
  const context = new Context();
  try {
    await context.resume();
    const start = context.currentTime + 0.05;
    for (const [index, frequency] of [523.25, 659.25, 783.99].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + index * 0.35;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.33);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.35);
    }
    await new Promise((resolve) => setTimeout(resolve, 1200));
    return true;
  } catch {
    return false;
  } finally {
    void context.close();
  }
}
