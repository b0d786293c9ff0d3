import { Button, Group, Popover, Stack, Text } from "@mantine/core";
import { IconHighlight } from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  addMark,
  type PassageMark,
  piecesOf,
  plainRuns,
  plainText,
  readMarks,
  writeMarks,
} from "../lib/passage-marks";
import { selectionOffsets } from "../lib/selection-offsets";
import { HighlightEditor } from "./highlight-editor";
import { MathRun } from "./math-text";
import { PassageNotes } from "./passage-notes";

type HighlightablePassageProps = {
  text: string;
  /** Where this attempt's highlights on this passage are kept (passage-marks.ts marksKey). */
  storageKey: string;
  /** Whether the section offers notes on highlights. */
  notes: boolean;
};

type Pending = { start: number; end: number; top: number; left: number };

/** Keeps the text selection when a highlight button is pressed (mouse and touch). */
const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * A passage the student can highlight: select text, then "Highlight" (by the selection or in the pane's
 * toolbar, which keyboard users reach by Tab); tap a highlight to add a note to it or remove it.
 * Highlights and notes stay in this browser only (passage-marks.ts), never on the server.
 */
export function HighlightablePassage({ text, storageKey, notes }: HighlightablePassageProps) {
  const { t } = useTranslation("tests");
  const runs = useMemo(() => plainRuns(text), [text]);
  const plain = useMemo(() => plainText(runs), [runs]);
  const [marks, setMarks] = useState<PassageMark[]>(() => readMarks(storageKey, plain));
  const [pending, setPending] = useState<Pending | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [hint, setHint] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  /** The selection within this passage, where it lies in the plain text and where its toolbar goes. */
  const readSelection = (): Pending | null => {
    const selection = document.getSelection();
    const container = textRef.current;
    const box = wrapper.current;
    if (!selection || selection.rangeCount === 0 || !container || !box) return null;
    const range = selection.getRangeAt(0);
    const offsets = selectionOffsets(container, range);
    if (!offsets) return null;
    const rect = range.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    return {
      ...offsets,
      top: rect.bottom - outer.top + 6,
      left: Math.max(0, Math.min(rect.left - outer.left, outer.width - 140)),
    };
  };
  const latestRead = useRef(readSelection);
  latestRead.current = readSelection;
  useEffect(() => {
    const onChange = () => {
      const next = latestRead.current();
      if (next) setHint(false);
      setPending(next);
    };
    document.addEventListener("selectionchange", onChange);
    return () => document.removeEventListener("selectionchange", onChange);
  }, []);

  const save = (next: PassageMark[]) => {
    setMarks(next);
    writeMarks(storageKey, next);
  };
  const highlight = () => {
    const chosen = readSelection() ?? pending;
    if (!chosen) return setHint(true);
    save(addMark(marks, chosen.start, chosen.end, plain));
    document.getSelection()?.removeAllRanges();
    setPending(null);
  };
  const update = (id: string, patch: Partial<PassageMark> | null) => {
    save(
      patch
        ? marks.map((mark) => (mark.id === id ? { ...mark, ...patch } : mark))
        : marks.filter((m) => m.id !== id),
    );
    setActive(null);
  };

  const highlighted = (mark: PassageMark, from: number, to: number, content: ReactNode) => {
    const first = from === mark.start;
    const element = (
      // biome-ignore lint/a11y/useSemanticElements: a highlight stays inline, selectable text (a <button> would break the line and the selection)
      <span
        data-from={from}
        data-to={to}
        role="button"
        tabIndex={first ? 0 : -1}
        style={{ cursor: "pointer" }}
        onClick={() => setActive(mark.id)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          setActive(mark.id);
        }}
      >
        {content}
      </span>
    );
    if (!first) return <mark key={from}>{element}</mark>;
    return (
      <mark key={from}>
        <Popover
          opened={active === mark.id}
          onChange={(opened) => !opened && setActive(null)}
          trapFocus
          returnFocus
          withinPortal
          // The note being written stays on screen while the passage scrolls (a phone's keyboard moves it).
          hideDetached={false}
          position="bottom-start"
          shadow="md"
        >
          <Popover.Target>{element}</Popover.Target>
          <Popover.Dropdown>
            <HighlightEditor
              mark={mark}
              notes={notes}
              onNote={(note) => update(mark.id, { note })}
              onRemove={() => update(mark.id, null)}
            />
          </Popover.Dropdown>
        </Popover>
      </mark>
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant={pending ? "filled" : "default"}
          size="compact-sm"
          leftSection={<IconHighlight size={16} aria-hidden />}
          onMouseDown={keepSelection}
          onClick={highlight}
        >
          {t("tools.highlightSelection")}
        </Button>
        <Text size="xs" c="gray.7" aria-live="polite">
          {hint ? t("tools.selectFirst") : t("tools.localOnly")}
        </Text>
      </Group>
      <div ref={wrapper} style={{ position: "relative" }}>
        <div
          ref={textRef}
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="passage-text"
        >
          {runs.map((run) => {
            if (run.type === "math") {
              const formula = (
                <span key={run.start} data-from={run.start} data-to={run.start + run.length} data-atomic="">
                  <MathRun tex={run.tex} display={run.display} />
                </span>
              );
              const mark = marks.find((m) => m.start <= run.start && m.end >= run.start + run.length);
              return mark ? highlighted(mark, run.start, run.start + run.length, formula) : formula;
            }
            return piecesOf(run.start, run.length, marks).map(({ from, to, mark }) => {
              const slice = plain.slice(from, to);
              return mark ? (
                highlighted(mark, from, to, slice)
              ) : (
                <span key={from} data-from={from} data-to={to}>
                  {slice}
                </span>
              );
            });
          })}
        </div>
        {pending && (
          <Button
            size="compact-sm"
            leftSection={<IconHighlight size={16} aria-hidden />}
            style={{ position: "absolute", top: pending.top, left: pending.left, zIndex: 2 }}
            onMouseDown={keepSelection}
            onClick={highlight}
            tabIndex={-1}
          >
            {t("tools.highlight")}
          </Button>
        )}
      </div>
      {notes && <PassageNotes marks={marks} onEdit={setActive} />}
    </Stack>
  );
}
