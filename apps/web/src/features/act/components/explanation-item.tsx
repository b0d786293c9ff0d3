import { Badge, Box, Group, List, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MathText, responseText, solutionText } from "../../tests";
import type { NumberedItem } from "../lib/answer-sheet";

const STATE_COLOR = { correct: "teal.9", pending: "yellow.9", graded: "teal.9" } as const;

/** Which choices the student picked and which are right (right ones only when the server revealed them). */
function chosenAndRight(numbered: NumberedItem) {
  const { response, solution } = numbered.item;
  const chosen =
    response?.kind === "single_choice"
      ? [response.choice]
      : response?.kind === "multiple_select"
        ? response.choices
        : [];
  const right = solution?.answer ? [solution.answer] : (solution?.answers ?? []);
  return { chosen, right };
}

/**
 * One question as the review shows it: its stem, every choice with "your answer" and "correct answer"
 * written beside it (words, not colour alone), a typed answer and the accepted ones, and the explanation.
 */
export function ExplanationItem({
  numbered,
  sectionTitle,
  own,
}: {
  numbered: NumberedItem;
  sectionTitle: string;
  /** The reader took it ("your answer"), or reads a student's ("the student's answer"). */
  own: boolean;
}) {
  const { t } = useTranslation("act");
  const { item, number } = numbered;
  const { chosen, right } = chosenAndRight(numbered);
  const choices = item.content.choices ?? [];
  const heading = t("review.question", { section: sectionTitle, n: number });
  const given = choices.length === 0 ? responseText(item.content, item.response) : null;
  const accepted = choices.length === 0 && item.solution ? solutionText(item.content, item.solution) : null;
  return (
    <Paper withBorder p="sm" component="article" aria-label={heading}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text fw={700}>{heading}</Text>
        <Badge color={STATE_COLOR[item.state as keyof typeof STATE_COLOR] ?? "gray.8"}>
          {t(`review.state.${item.state}`)}
        </Badge>
      </Group>
      <MathText text={item.content.stem} />
      {choices.length > 0 && (
        <List mt="xs" spacing={4} listStyleType="none">
          {choices.map((choice, index) => {
            const marks = [
              chosen.includes(choice.key) ? t(own ? "review.yours" : "review.theirs") : null,
              right.includes(choice.key) ? t("review.correct") : null,
            ].filter(Boolean);
            return (
              <List.Item key={choice.key}>
                <Box component="span" fw={marks.length > 0 ? 700 : undefined}>
                  {String.fromCharCode(65 + index)}. <MathText component="span" text={choice.text} />
                  {marks.length > 0 && ` — ${marks.join(t("review.separator"))}`}
                </Box>
              </List.Item>
            );
          })}
        </List>
      )}
      {choices.length === 0 && (
        <Text mt="xs" component="div">
          <strong>{t(own ? "review.yours" : "review.theirs")}: </strong>
          {given ? <MathText component="span" text={given} /> : t("review.noAnswer")}
        </Text>
      )}
      {accepted && (
        <Text component="div">
          <strong>{t("review.correct")}: </strong>
          <MathText component="span" text={accepted} />
        </Text>
      )}
      {choices.length > 0 && chosen.length === 0 && <Text mt="xs">{t("review.noAnswer")}</Text>}
      {item.solution?.explanation && (
        <div>
          <Text fw={700} mt="xs">
            {t("review.explanation")}
          </Text>
          <MathText text={item.solution.explanation} />
        </div>
      )}
    </Paper>
  );
}
