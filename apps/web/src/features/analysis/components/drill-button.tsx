import type { AnalysisPerson } from "@edu/shared/analysis";
import { Anchor, Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTargetArrow } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-error";
import { displayName } from "../../../lib/person-name";
import { buildDrill } from "../api/analysis-api";

/**
 * The weak-skill drill (issue 33, beyond the peers): one click builds a practice of unseen questions of
 * the student's three weakest skills (the practices module picks them); `others` are classmates who need
 * it too (below 60% on the same form), ticked by default, so the teacher assigns it to all of them.
 */
export function DrillButton({
  student,
  weakest,
  others,
}: {
  student: AnalysisPerson;
  weakest: string[];
  others: AnalysisPerson[];
}) {
  const { t } = useTranslation("analysis");
  const [opened, { open, close }] = useDisclosure(false);
  const [due, setDue] = useState<string>("");
  const [perSkill, setPerSkill] = useState<number>(5);
  const [chosen, setChosen] = useState<number[]>(others.map((person) => person.id));
  const [practiceId, setPracticeId] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      buildDrill({ student_id: student.id, due_date: due, questions_per_skill: perSkill, user_ids: chosen }),
    onSuccess: (answer) => {
      setPracticeId(answer.data.id);
      notifications.show({ color: "teal", message: t("drill.built", { count: answer.data.question_count }) });
    },
  });
  const failure = mutation.error
    ? isApiError(mutation.error) && mutation.error.status === 409
      ? t("drill.noSkills")
      : t("drill.failed")
    : null;

  return (
    <>
      <Group>
        <Button leftSection={<IconTargetArrow size={18} />} variant="light" onClick={open}>
          {t("drill.button")}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t("drill.title", { name: displayName(student) })}>
        <Stack gap="sm">
          <Text size="sm">{t("drill.skills", { skills: weakest.join(" · ") })}</Text>
          <DateField label={t("drill.due")} value={due} onChange={(value) => setDue(value ?? "")} required />
          <NumberInput
            label={t("drill.perSkill")}
            min={1}
            max={20}
            value={perSkill}
            onChange={(value) => setPerSkill(typeof value === "number" ? value : 5)}
          />
          {others.length > 0 && (
            <Checkbox.Group
              label={t("drill.others")}
              value={chosen.map(String)}
              onChange={(values) => setChosen(values.map(Number))}
            >
              <Stack gap={4} mt={4}>
                {others.map((person) => (
                  <Checkbox key={person.id} value={String(person.id)} label={displayName(person)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {failure && (
            <Text c="red.8" size="sm" role="alert">
              {failure}
            </Text>
          )}
          {practiceId !== null && (
            <Anchor component={Link} to={`/practice/${practiceId}`}>
              {t("drill.open")}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("drill.close")}
            </Button>
            <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={!due}>
              {t("drill.build")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
