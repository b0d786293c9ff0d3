import { TOEFL_REASON_MAX, TOEFL_SECTION_MAX, type Transcript } from "@edu/shared/toefl";
import { Button, Group, NumberInput, Paper, Select, Stack, Textarea, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { toeflKeys, updateScore } from "../api/toefl-api";

/**
 * Staff set one section's score by hand (a paper section, a correction) with a reason, or remove the
 * override so the computed score shows again; the server audits the old and new values.
 */
export function ScoreOverride({ transcript }: { transcript: Transcript }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const client = useQueryClient();
  const [section, setSection] = useState<string | null>(null);
  const [score, setScore] = useState<number | string>("");
  const [reason, setReason] = useState("");
  const save = useMutation({
    mutationFn: () =>
      updateScore({
        exam_id: transcript.exam_id,
        section: section ?? "",
        score: score === "" ? null : Number(score),
        reason: reason.trim(),
      }),
    onSuccess: (answer) => {
      client.setQueryData(toeflKeys.transcript(transcript.exam_id), answer);
      void client.invalidateQueries({ queryKey: toeflKeys.transcriptLists });
      setReason("");
    },
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="score-override">
      <Stack gap="sm">
        <Title order={2} size="h4" id="score-override">
          {t("override.title")}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t("override.section")}
            data={transcript.sections.map((s) => ({ value: s.key, label: localized(s.title, locale) }))}
            value={section}
            onChange={setSection}
            style={{ minWidth: 180 }}
          />
          <NumberInput
            label={t("override.score")}
            description={t("override.scoreHint")}
            min={0}
            max={TOEFL_SECTION_MAX}
            allowDecimal={false}
            value={score}
            onChange={setScore}
            style={{ maxWidth: 200 }}
          />
        </Group>
        <Textarea
          label={t("override.reason")}
          required
          value={reason}
          maxLength={TOEFL_REASON_MAX}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button
          onClick={() => save.mutate()}
          disabled={!section || !reason.trim()}
          loading={save.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("override.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
