import { uploadEndpoints } from "@edu/shared";
import type { GradingSheet } from "@edu/shared/test-assignments";
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { endpointHref } from "../../../lib/endpoint-client";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../lib/localized";

type Item = GradingSheet["items"][number];
const SCORES = ["0", "1", "2", "3", "4"];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** One written or spoken answer: the response, the rubric's levels, a 0–4 score and a comment. */
export function GradeItemCard({
  item,
  editable,
  onSave,
}: {
  item: Item;
  editable: boolean;
  onSave: (score: number, comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const [score, setScore] = useState(item.score === null ? "" : String(item.score));
  const [comment, setComment] = useState(item.comment);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const [error, setError] = useState<string | null>(null);
  const response = item.response;
  const save = async () => {
    setState("saving");
    setError(null);
    try {
      await onSave(Number(score), comment);
      setState("saved");
    } catch (failure) {
      setState("idle");
      setError(isApiError(failure) ? (failure.firstFieldError() ?? failure.message) : String(failure));
    }
  };
  const headingId = `grade-item-${item.item_key}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {t("exam.item", { section: item.section, item: item.item_key })}
          </Title>
          {item.self_graded === 1 && <Badge variant="outline">{t("common.selfGraded")}</Badge>}
        </Group>
        <Text fw={600}>{item.kind === "speaking" ? t("exam.speaking") : t("exam.written")}</Text>
        {response?.kind === "written_response" && response.text.trim() ? (
          <>
            <Text style={{ whiteSpace: "pre-wrap" }}>{response.text}</Text>
            <Text size="sm" c="gray.7">
              {t("exam.words", { count: wordCount(response.text) })}
            </Text>
          </>
        ) : response?.kind === "speaking" && response.document_id !== null ? (
          // biome-ignore lint/a11y/useMediaCaption: a student's own recording has no captions to offer.
          <audio
            controls
            aria-label={t("exam.recording")}
            src={endpointHref(uploadEndpoints.getFile, { params: { id: response.document_id } })}
          />
        ) : (
          <Text c="gray.7">{t("exam.noAnswer")}</Text>
        )}
        {item.rubric && (
          <Stack gap={2}>
            <Text fw={600}>
              {t("exam.rubric")}: {localized(item.rubric.title, locale)}
            </Text>
            {item.rubric.levels.map((level) => (
              <Text key={level.score} size="sm">
                {level.score} — {localized(level.description, locale)}
              </Text>
            ))}
          </Stack>
        )}
        <div>
          <Text size="sm" fw={500} id={`${headingId}-score`}>
            {t("exam.score")}
          </Text>
          <SegmentedControl
            aria-labelledby={`${headingId}-score`}
            data={SCORES}
            value={score}
            onChange={(value) => {
              setScore(value);
              setState("idle");
            }}
            disabled={!editable}
          />
        </div>
        <Textarea
          label={t("exam.comment")}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setState("idle");
          }}
          autosize
          minRows={2}
          maxLength={5000}
          readOnly={!editable}
        />
        {item.graded_by !== null && item.updated_at && (
          <Text size="sm" c="gray.7">
            {t("exam.gradedBy", { id: item.graded_by, at: formatDateTime(item.updated_at) })}
          </Text>
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {editable && (
          <Group>
            <Button onClick={() => void save()} loading={state === "saving"} disabled={score === ""}>
              {t("exam.save")}
            </Button>
            {state === "saved" && <Text role="status">{t("exam.saved")}</Text>}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
