import type { GradingSheet } from "@edu/shared/test-assignments";
import { TEACHER_SCORE_MAX, TEACHER_SCORE_MIN } from "@edu/shared/test-engine";
import { Badge, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized, recordingHref } from "../../tests";

type SheetItem = GradingSheet["items"][number];

type GradeItemProps = {
  item: SheetItem;
  number: number;
  /** The task's prompt as the student read it (when the form's items could be read). */
  prompt: string | undefined;
  saving: boolean;
  onSave: (score: number, comment: string) => void;
};

const SCORES = Array.from(
  { length: TEACHER_SCORE_MAX - TEACHER_SCORE_MIN + 1 },
  (_, i) => TEACHER_SCORE_MIN + i,
);

/** One writing or speaking answer to grade 0–4 with the rubric beside it, the recording played here. */
export function GradeItem({ item, number, prompt, saving, onSave }: GradeItemProps) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const [score, setScore] = useState<string | null>(item.score === null ? null : String(item.score));
  const [comment, setComment] = useState(item.comment);
  const changed = score !== (item.score === null ? null : String(item.score)) || comment !== item.comment;
  const response = item.response;
  const headingId = `grade-${item.item_key}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`resolve.kind.${item.kind}`, { n: number })}
          </Title>
          {item.score === null ? (
            <Badge color="yellow.8">{t("resolve.ungraded")}</Badge>
          ) : (
            <Badge color="teal.8">{t("resolve.graded", { score: item.score })}</Badge>
          )}
        </Group>
        {prompt && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {prompt}
          </Text>
        )}
        {response?.kind === "speaking" && response.document_id !== null ? (
          // biome-ignore lint/a11y/useMediaCaption: a student's spoken answer, graded by listening to it.
          <audio
            controls
            preload="none"
            src={recordingHref(response.document_id)}
            aria-label={t("resolve.recording", { n: number })}
            style={{ width: "100%" }}
          />
        ) : response?.kind === "written_response" && response.text.trim() ? (
          <Paper bg="gray.0" p="sm">
            <Text style={{ whiteSpace: "pre-wrap" }}>{response.text}</Text>
          </Paper>
        ) : (
          <Text c="gray.7">{t("resolve.noAnswer")}</Text>
        )}
        <Radio.Group
          label={
            item.rubric
              ? t("resolve.scoreWith", { rubric: localized(item.rubric.title, locale) })
              : t("resolve.score")
          }
          value={score}
          onChange={setScore}
        >
          <Stack gap={6} mt="xs">
            {SCORES.map((value) => {
              const level = item.rubric?.levels.find((candidate) => candidate.score === value);
              return (
                <Radio
                  key={value}
                  value={String(value)}
                  label={String(value)}
                  description={level ? localized(level.description, locale) : undefined}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {!item.rubric && (
          <Text size="xs" c="gray.7">
            {t("resolve.scale")}
          </Text>
        )}
        <Textarea
          label={t("resolve.comment")}
          value={comment}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Button
          onClick={() => score !== null && onSave(Number(score), comment)}
          disabled={score === null || !changed}
          loading={saving}
          style={{ alignSelf: "flex-start" }}
        >
          {t("resolve.save", { n: number })}
        </Button>
      </Stack>
    </Paper>
  );
}
