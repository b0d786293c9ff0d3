import type { StudentItem } from "@edu/shared/test-engine";
import { Group, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconFlagFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isAnswered, type Responses } from "../lib/attempt-state";

type NavigatorProps = {
  items: readonly StudentItem[];
  responses: Responses;
  marked: ReadonlySet<string>;
  current: number;
  onGo: (index: number) => void;
};

/**
 * Every question of the module: answered ones carry a check, marked ones a flag, the current one a thick
 * underline and aria-current; each button says all of it in words for screen readers.
 */
export function QuestionNavigator({ items, responses, marked, current, onGo }: NavigatorProps) {
  const { t } = useTranslation("tests");
  return (
    <nav aria-label={t("take.navigator")}>
      <Group gap={6}>
        {items.map((item, index) => {
          const answered = isAnswered(responses[item.key]);
          const flagged = marked.has(item.key);
          const here = index === current;
          const states = [
            answered ? t("take.state.answered") : t("take.state.unanswered"),
            flagged ? t("take.state.marked") : null,
            here ? t("take.state.current") : null,
          ].filter(Boolean);
          return (
            <UnstyledButton
              key={item.key}
              onClick={() => onGo(index)}
              aria-current={here ? "step" : undefined}
              aria-label={`${t("take.questionNumber", { n: index + 1 })}: ${states.join(", ")}`}
              data-answered={answered || undefined}
              data-marked={flagged || undefined}
              style={{
                minWidth: 44,
                minHeight: 44,
                padding: "2px 6px",
                borderRadius: 6,
                textAlign: "center",
                border: answered
                  ? "1px solid var(--mantine-color-blue-8)"
                  : "1px dashed var(--mantine-color-gray-7)",
                background: answered ? "var(--mantine-color-blue-8)" : "var(--mantine-color-body)",
                color: answered ? "var(--mantine-color-white)" : "inherit",
                boxShadow: here ? "inset 0 -5px 0 var(--mantine-color-orange-8)" : undefined,
                fontWeight: here ? 700 : 400,
              }}
            >
              <Group gap={2} justify="center" wrap="nowrap">
                <span>{index + 1}</span>
                {answered && <IconCheck size={12} aria-hidden />}
                {flagged && <IconFlagFilled size={12} aria-hidden />}
              </Group>
            </UnstyledButton>
          );
        })}
      </Group>
      <Text size="xs" c="gray.7" mt={6}>
        <IconCheck size={12} aria-hidden /> {t("take.state.answered")} ·{" "}
        <IconFlagFilled size={12} aria-hidden /> {t("take.state.marked")} · {t("take.legendCurrent")}
      </Text>
    </nav>
  );
}
