/** Whether this browser can say a word (Web Speech API); the pronounce button is hidden where not. */
export function canSpeak(): boolean {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof SpeechSynthesisUtterance === "function"
  );
}

/** Says an English word with the browser's voice (words stay English whatever the interface language). */
export function speak(word: string): void {
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.lang = "en-US";
  utterance.rate = 0.9;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
