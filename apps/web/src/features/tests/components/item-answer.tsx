import type { ItemResponse, StudentItem } from "@edu/shared/test-engine";
import { Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { wordCount } from "../lib/attempt-state";
import { ChoiceList } from "./choice-list";
import { type DeadlineHook, SpeakingRecorder } from "./speaking-recorder";

type ItemAnswerProps = {
  item: StudentItem;
  response: ItemResponse | undefined;
  onAnswer: (response: ItemResponse, options?: { typing?: boolean }) => void;
  eliminator?: { crossed: ReadonlySet<string>; onToggle: (key: string) => void };
  stemId: string;
  /** A speaking answer leaves here what saves its recording when the module's time is up. */
  deadline?: DeadlineHook;
};

/** Where a student answers one item, by its kind. */
export function ItemAnswer({ item, response, onAnswer, eliminator, stemId, deadline }: ItemAnswerProps) {
  const { t } = useTranslation("tests");
  switch (item.kind) {
    case "single_choice":
      return (
        <ChoiceList
          choices={item.choices ?? []}
          multiple={false}
          chosen={response?.kind === "single_choice" && response.choice ? [response.choice] : []}
          onChoose={(choice) => onAnswer({ kind: "single_choice", choice })}
          eliminator={eliminator}
          labelledBy={stemId}
        />
      );
    case "multiple_select": {
      const chosen = response?.kind === "multiple_select" ? response.choices : [];
      return (
        <ChoiceList
          choices={item.choices ?? []}
          multiple
          chosen={chosen}
          onChoose={(choice) =>
            onAnswer({
              kind: "multiple_select",
              choices: chosen.includes(choice) ? chosen.filter((c) => c !== choice) : [...chosen, choice],
            })
          }
          eliminator={eliminator}
          labelledBy={stemId}
        />
      );
    }
    case "student_response":
      return (
        <TextInput
          label={t("take.yourAnswer")}
          description={item.entry === "sat_grid" ? t("take.gridHint") : undefined}
          value={response?.kind === "student_response" ? response.text : ""}
          maxLength={100}
          autoComplete="off"
          inputMode={item.entry === "sat_grid" ? "decimal" : undefined}
          style={{ maxWidth: 320 }}
          onChange={(event) =>
            onAnswer({ kind: "student_response", text: event.currentTarget.value }, { typing: true })
          }
        />
      );
    case "written_response": {
      const text = response?.kind === "written_response" ? response.text : "";
      const words = wordCount(text);
      const target =
        item.min_words || item.max_words
          ? t("take.wordTarget", { min: item.min_words ?? 0, max: item.max_words ?? "∞" })
          : "";
      return (
        <div>
          <Textarea
            label={t("take.yourResponse")}
            value={text}
            autosize
            minRows={item.length === "long" ? 12 : 4}
            maxRows={30}
            onChange={(event) =>
              onAnswer({ kind: "written_response", text: event.currentTarget.value }, { typing: true })
            }
          />
          <Text size="sm" mt={4} aria-live="polite">
            {t("take.words", { count: words })}
            {target && ` · ${target}`}
          </Text>
        </div>
      );
    }
    case "speaking":
      return (
        <SpeakingRecorder
          itemKey={item.key}
          prepSeconds={item.prep_seconds ?? 0}
          responseSeconds={item.response_seconds ?? 60}
          documentId={response?.kind === "speaking" ? response.document_id : null}
          onRecorded={(documentId) => onAnswer({ kind: "speaking", document_id: documentId })}
          deadline={deadline}
        />
      );
  }
}
