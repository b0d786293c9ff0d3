import { useEffect, useRef } from "react";

type CardKeys = {
  flip: () => void;
  /** 1–4: Again, Hard, Good, Easy (the rating's position, 0-based). */
  rate: (index: number) => void;
};

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
/** Space presses a focused button or link itself. */
const pressable = (target: EventTarget | null) =>
  target instanceof HTMLElement && ["BUTTON", "A"].includes(target.tagName);

/**
 * The memorize screen's keys: Space flips the card, 1–4 rate it. Never while typing or while a dialog (the
 * 2-minute prompt) is open.
 */
export function useCardKeys(keys: CardKeys, enabled: boolean) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event.target) || document.querySelector("[role=dialog]")) return;
      if (event.key === " " && !pressable(event.target)) latest.current.flip();
      else if (/^[1-4]$/.test(event.key)) latest.current.rate(Number(event.key) - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled]);
}
