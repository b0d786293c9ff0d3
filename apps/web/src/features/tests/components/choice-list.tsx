import { ActionIcon, Group, VisuallyHidden } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { type CSSProperties, useId } from "react";
import { useTranslation } from "react-i18next";
import { MathText } from "./math-text";

type Choice = { key: string; text: string };

/** A, B, C… by position (what a student reads and types). */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

type ChoiceListProps = {
  choices: readonly Choice[];
  multiple: boolean;
  chosen: readonly string[];
  onChoose: (key: string) => void;
  /** Crossed-out choices (the eliminator), when the section offers it. */
  eliminator?: { crossed: ReadonlySet<string>; onToggle: (key: string) => void };
  labelledBy: string;
};

/**
 * The choices of a question as real radio buttons (one answer) or checkboxes (several): the browser gives
 * them their keys (arrows move through a radio group and choose; Space toggles). A chosen answer shows a
 * checked control and a thick border, a crossed-out one a strike and its name, never colour alone.
 */
export function ChoiceList({ choices, multiple, chosen, onChoose, eliminator, labelledBy }: ChoiceListProps) {
  const { t } = useTranslation("tests");
  const name = useId();
  return (
    <fieldset aria-labelledby={labelledBy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {choices.map((choice, index) => {
        const selected = chosen.includes(choice.key);
        const crossed = eliminator?.crossed.has(choice.key) ?? false;
        const letter = choiceLetter(index);
        return (
          <Group key={choice.key} gap="xs" wrap="nowrap" align="stretch" mb="xs">
            <label style={choiceStyle(selected, crossed)}>
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={choice.key}
                checked={selected}
                onChange={() => onChoose(choice.key)}
                style={{ flex: "none", width: "1.1em", height: "1.1em", marginTop: "0.2em" }}
              />
              <strong style={{ flex: "none" }}>{letter}.</strong>
              <MathText
                component="span"
                text={choice.text}
                style={crossed ? { textDecoration: "line-through" } : undefined}
              />
              {crossed && <VisuallyHidden>{t("take.crossedOut")}</VisuallyHidden>}
            </label>
            {eliminator && (
              <ActionIcon
                variant={crossed ? "filled" : "default"}
                color="gray.8"
                size="lg"
                aria-pressed={crossed}
                aria-label={crossed ? t("take.restore", { letter }) : t("take.crossOut", { letter })}
                onClick={() => eliminator.onToggle(choice.key)}
                style={{ alignSelf: "center" }}
              >
                <IconX size="1rem" aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
    </fieldset>
  );
}

const choiceStyle = (selected: boolean, crossed: boolean): CSSProperties => ({
  flex: 1,
  display: "flex",
  gap: "0.6em",
  alignItems: "flex-start",
  padding: "0.6em 0.8em",
  borderRadius: 8,
  cursor: "pointer",
  background: selected ? "var(--mantine-color-blue-0)" : "var(--mantine-color-body)",
  border: selected ? "2px solid var(--mantine-color-blue-7)" : "1px solid var(--mantine-color-gray-5)",
  opacity: crossed ? 0.6 : 1,
});
