import type { AttemptView, ItemResponse } from "@edu/shared/test-engine";
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFlag, IconFlagFilled } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { testKeys } from "../api/tests-api";
import { type CurrentModule, moduleGaps, responsesOf } from "../lib/attempt-state";
import { localized } from "../lib/localized";
import { useModuleFinish } from "../lib/use-module-finish";
import { useStoredSet } from "../lib/use-stored-set";
import { useTestKeys } from "../lib/use-test-keys";
import { FinishDialog } from "./finish-dialog";
import { ItemAnswer } from "./item-answer";
import { MathText } from "./math-text";
import { ModuleTimer } from "./module-timer";
import { QuestionNavigator } from "./question-navigator";
import { ReferenceSheet } from "./reference-sheet";
import { SaveStatus } from "./save-status";
import { StimulusPane } from "./stimulus-pane";
import { ZoomControl } from "./zoom-control";

type TakingModuleProps = { view: AttemptView; current: CurrentModule };

/**
 * One module being taken: its items one at a time, each answer saved as it is given, the server's time
 * counted down, and the module finished by the student (after a confirmation) or by the clock.
 */
export function TakingModule({ view, current }: TakingModuleProps) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const { items, module, section } = current;
  const [position, setPosition] = useState(0);
  const [responses, setResponses] = useState<Record<string, ItemResponse>>(() => responsesOf(view));
  const [marked, toggleMark] = useStoredSet(`tests.marked.${view.id}`);
  const [crossed, toggleCrossed] = useStoredSet(`tests.crossed.${view.id}`);
  const [zoom, setZoom] = useState(1);

  const item = items[position] ?? items[0];
  const recording = useRef<(() => Promise<boolean>) | null>(null);
  const { saver, countdown, finish, finishing, confirming, setConfirming, ended } = useModuleFinish({
    attemptId: view.id,
    moduleKey: module.key,
    remainingSeconds: module.remaining_seconds,
    itemKey: item?.key ?? null,
    attemptQueryKey: testKeys.attempt(view.id),
    // A recording still running (or uploading) is saved first: the server takes it until the module locks.
    beforeFinish: async () => {
      if (recording.current && !(await recording.current()))
        notifications.show({
          color: "red",
          title: t("speak.uploadFailed"),
          message: t("speak.lostAtEnd"),
          autoClose: false,
        });
    },
  });

  const go = (index: number) => setPosition(Math.min(Math.max(index, 0), items.length - 1));
  const answer = (response: ItemResponse, options?: { typing?: boolean }) => {
    if (!item) return;
    setResponses((all) => ({ ...all, [item.key]: response }));
    saver.save(item.key, response, options);
  };
  useTestKeys({
    previous: () => go(position - 1),
    next: () => go(position + 1),
    choose: (index) => {
      const choice = item?.choices?.[index];
      if (!choice || !item) return;
      if (item.kind === "single_choice") answer({ kind: "single_choice", choice: choice.key });
      if (item.kind === "multiple_select") {
        const chosen = responses[item.key]?.kind === "multiple_select" ? responses[item.key] : undefined;
        const list = chosen?.kind === "multiple_select" ? chosen.choices : [];
        answer({
          kind: "multiple_select",
          choices: list.includes(choice.key) ? list.filter((c) => c !== choice.key) : [...list, choice.key],
        });
      }
    },
  });

  if (!item) return null;
  const gaps = moduleGaps(items, responses, marked);
  const itemStimuli = current.stimuli.filter((stimulus) => item.stimuli.includes(stimulus.key));
  const stemId = `stem-${item.key}`;
  const isMarked = marked.has(item.key);
  const question = (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t("take.questionOf", { n: position + 1, total: items.length })}
        </Title>
        <Button
          variant={isMarked ? "filled" : "default"}
          color={isMarked ? "orange.8" : undefined}
          leftSection={
            isMarked ? <IconFlagFilled size={16} aria-hidden /> : <IconFlag size={16} aria-hidden />
          }
          aria-pressed={isMarked}
          onClick={() => toggleMark(item.key)}
        >
          {t("take.markForReview")}
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
        deadline={recording}
        eliminator={
          section.tools.includes("eliminator")
            ? {
                crossed: crossedOf(crossed, item.key),
                onToggle: (key) => toggleCrossed(`${item.key}:${key}`),
              }
            : undefined
        }
      />
      <SaveStatus state={saver.states[item.key]} />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={700}>{localized(section.title, locale)}</Text>
            {module.title && <Text size="sm">{localized(module.title, locale)}</Text>}
          </div>
          <ModuleTimer seconds={countdown.left} />
          <Group gap="xs" wrap="wrap">
            <ZoomControl zoom={zoom} onZoom={setZoom} />
            {section.tools.includes("reference_sheet") && <ReferenceSheet />}
            <Button color="dark" onClick={() => setConfirming(true)} loading={finishing}>
              {t("take.finishModule")}
            </Button>
          </Group>
        </Group>
      </Paper>
      {ended && <Alert color="yellow">{t("take.moduleEnded")}</Alert>}
      {module.directions && position === 0 && (
        <Text size="sm" c="gray.8">
          {localized(module.directions, locale)}
        </Text>
      )}
      <div style={{ fontSize: `${zoom * 100}%` }} data-testid="test-content">
        {itemStimuli.length > 0 ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <StimulusPane
                stimuli={itemStimuli}
                formId={view.form_id}
                attemptId={view.id}
                tools={section.tools}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>{question}</Grid.Col>
          </Grid>
        ) : (
          question
        )}
      </div>
      <Group justify="space-between">
        <Button variant="default" onClick={() => go(position - 1)} disabled={position === 0}>
          {t("take.previous")}
        </Button>
        <Button variant="default" onClick={() => go(position + 1)} disabled={position === items.length - 1}>
          {t("take.next")}
        </Button>
      </Group>
      <QuestionNavigator items={items} responses={responses} marked={marked} current={position} onGo={go} />
      <Text size="xs" c="gray.7">
        {t("take.keys")}
      </Text>
      <FinishDialog
        opened={confirming}
        unanswered={gaps.unanswered}
        marked={gaps.marked}
        busy={finishing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finish()}
      />
    </Stack>
  );
}

/** The crossed-out choices of one item (stored as "item:choice" for the whole attempt). */
function crossedOf(all: ReadonlySet<string>, itemKey: string): ReadonlySet<string> {
  const prefix = `${itemKey}:`;
  return new Set(
    [...all].filter((value) => value.startsWith(prefix)).map((value) => value.slice(prefix.length)),
  );
}
