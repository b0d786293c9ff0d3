import { useEffect, useRef } from "react";

type Keys = {
  previous: () => void;
  next: () => void;
  /** A–J: the choice at that position (0-based). */
  choose: (index: number) => void;
};

/** Where keys belong to the control: typing, and the arrows a radio group uses itself. */
const ownKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The taking screen's keys besides Tab and the choices' own (arrows in a radio group, Space): ← and → move
 * between questions, a letter chooses that choice. Never while a control has focus that takes keys, nor
 * while a dialog is open.
 */
export function useTestKeys(keys: Keys) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const onChoice =
        event.target instanceof HTMLInputElement && ["radio", "checkbox"].includes(event.target.type);
      if (document.querySelector("[role=dialog]")) return;
      if (ownKeys(event.target) && !(onChoice && /^[a-jA-J]$/.test(event.key))) return;
      if (event.key === "ArrowLeft") latest.current.previous();
      else if (event.key === "ArrowRight") latest.current.next();
      else if (/^[a-jA-J]$/.test(event.key))
        latest.current.choose(event.key.toUpperCase().charCodeAt(0) - 65);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
