import type { AttemptView, ItemResponse } from "@edu/shared/test-engine";
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { practiceKeys } from "../api/practices-api";
import {
  FinishDialog,
  ItemAnswer,
  localized,
  MathText,
  ModuleTimer,
  moduleGaps,
  QuestionNavigator,
  responsesOf,
  SaveStatus,
  StimulusPane,
  useModuleFinish,
  useStoredSet,
} from "../lib/test-parts";

type Props = {
  view: AttemptView;
  current: NonNullable<AttemptView["current"]>;
  /** The question on screen (0-based inside the section), read from the address. */
  position: number;
  /** The first question's number across the practice (the address's numbering). */
  firstOrder: number;
  onGo: (position: number) => void;
};

/**
 * One section being taken, one question per address: answers saved as they are given (the engine's saver),
 * time per question reported, the server's time counted down, and the section finished by the student
 * (after a confirmation) or by the clock.
 */
export function PracticeTaking({ view, current, position, firstOrder, onGo }: Props) {
  const { t } = useTranslation(["practices", "tests"]);
  const locale = useLocale();
  const { items, module, section } = current;
  const [responses, setResponses] = useState<Record<string, ItemResponse>>(() => responsesOf(view));
  const [marked, toggleMark] = useStoredSet(`tests.marked.${view.id}`);
  const item = items[position] ?? items[0];
  const { saver, countdown, finish, finishing, confirming, setConfirming, ended } = useModuleFinish({
    attemptId: view.id,
    moduleKey: module.key,
    remainingSeconds: module.remaining_seconds,
    itemKey: item?.key ?? null,
    attemptQueryKey: practiceKeys.attempt(view.id),
  });
  if (!item) return null;
  const answer = (response: ItemResponse, options?: { typing?: boolean }) => {
    setResponses((all) => ({ ...all, [item.key]: response }));
    saver.save(item.key, response, options);
  };
  const gaps = moduleGaps(items, responses, marked);
  const stimuli = current.stimuli.filter((stimulus) => item.stimuli.includes(stimulus.key));
  const stemId = `stem-${item.key}`;
  const isMarked = marked.has(item.key);
  const question = (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t("practices:take.question", { n: firstOrder + position })}
        </Title>
        <Button
          variant={isMarked ? "filled" : "default"}
          color={isMarked ? "orange.8" : undefined}
          aria-pressed={isMarked}
          onClick={() => toggleMark(item.key)}
        >
          {t("tests:take.markForReview")}
        </Button>
      </Group>
      <div id={stemId}>
        <MathText text={item.stem} />
      </div>
      <ItemAnswer
        key={item.key}
        item={item}
        response={responses[item.key]}
        onAnswer={answer}
        stemId={stemId}
      />
      <SaveStatus state={saver.states[item.key]} />
    </Stack>
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={700}>{localized(section.title, locale)}</Text>
          <ModuleTimer seconds={countdown.left} />
          <Button color="dark" onClick={() => setConfirming(true)} loading={finishing}>
            {t("practices:take.finishSection")}
          </Button>
        </Group>
      </Paper>
      {ended && <Alert color="yellow">{t("tests:take.moduleEnded")}</Alert>}
      {stimuli.length > 0 ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <StimulusPane stimuli={stimuli} formId={view.form_id} attemptId={view.id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>{question}</Grid.Col>
        </Grid>
      ) : (
        question
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => onGo(position - 1)} disabled={position === 0}>
          {t("tests:take.previous")}
        </Button>
        <Button variant="default" onClick={() => onGo(position + 1)} disabled={position === items.length - 1}>
          {t("tests:take.next")}
        </Button>
      </Group>
      <QuestionNavigator items={items} responses={responses} marked={marked} current={position} onGo={onGo} />
      <FinishDialog
        opened={confirming}
        unanswered={gaps.unanswered.map((n) => n + firstOrder - 1)}
        marked={gaps.marked.map((n) => n + firstOrder - 1)}
        busy={finishing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finish()}
      />
    </Stack>
  );
}
