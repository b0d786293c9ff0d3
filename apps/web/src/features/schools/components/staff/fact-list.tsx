import type { SchoolDetail, SchoolFact } from "@edu/shared/schools";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDeleteButtons } from "../../../../components/confirm-delete-buttons";
import { formatDate } from "../../../../lib/format-date";
import { FACT_KEYS_BY_TAB, formatFactValue } from "./fact-values";
import { updateSchool } from "./staff-api";
import { useStaffTranslation } from "./staff-texts";
import { WriteError } from "./write-error";

function FactRow({
  schoolId,
  fact,
  onChange,
  onRemoved,
}: {
  schoolId: number;
  fact: SchoolFact;
  onChange: (fact: SchoolFact) => void;
  onRemoved: () => void;
}) {
  const { t } = useStaffTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => updateSchool(schoolId, { facts: [{ key: fact.key, year: fact.year, value: null }] }),
    onSuccess: onRemoved,
  });
  const label = t(`factKeys.${fact.key}`);
  const staff = fact.source === "staff";
  return (
    <Card withBorder p="sm" data-testid="fact-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={500}>{label}</Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lineClamp={4}>
              {formatFactValue(fact, (platform) => t(`platforms.${platform}`, { defaultValue: platform }))}
            </Text>
          </Stack>
          {staff && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="subtle"
                onClick={() => onChange(fact)}
                aria-label={t("facts.changeOf", { name: label, year: fact.year })}
              >
                {t("facts.change")}
              </Button>
              <ConfirmDeleteButtons
                confirming={confirming}
                pending={remove.isPending}
                onAsk={() => setConfirming(true)}
                onCancel={() => setConfirming(false)}
                onConfirm={() => remove.mutate()}
                labels={{ delete: t("facts.remove"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                deleteAriaLabel={t("facts.removeOf", { name: label, year: fact.year })}
              />
            </Group>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={staff ? "grape" : "blue"}>
            {staff ? t("sources.staff") : t("sources.scorecard")}
          </Badge>
          <Text size="xs" c="gray.7" data-testid="fact-origin">
            {staff
              ? t("facts.enteredBy", {
                  year: fact.year,
                  who: fact.entered_by ?? t("facts.someone"),
                  when: formatDate(fact.entered_at),
                })
              : t("facts.fromScorecard", { year: fact.year })}
          </Text>
          {fact.note && (
            <Text size="xs" c="gray.7">
              · {fact.note}
            </Text>
          )}
        </Group>
        <WriteError error={remove.error} />
      </Stack>
    </Card>
  );
}

/**
 * A school's figures by tab, each with where it came from: the Scorecard's are read only here (a staff
 * figure for the same year wins over one); staff figures say who entered them and when, and can be
 * changed or removed.
 */
export function FactList({
  school,
  onChange,
  onRemoved,
}: {
  school: SchoolDetail;
  onChange: (fact: SchoolFact) => void;
  onRemoved: () => void;
}) {
  const { t } = useStaffTranslation();
  if (school.facts.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t("facts.none")}
      </Text>
    );
  return (
    <Stack gap="md">
      {FACT_KEYS_BY_TAB.map(({ tab, keys }) => {
        const facts = school.facts
          .filter((fact) => keys.includes(fact.key))
          .sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key) || b.year.localeCompare(a.year));
        if (facts.length === 0) return null;
        return (
          <Stack key={tab} gap="xs">
            <Title order={3} size="h5">
              {t(`tabs.${tab}`)}
            </Title>
            {facts.map((fact) => (
              <FactRow
                key={`${fact.key}-${fact.year}-${fact.source}`}
                schoolId={school.id}
                fact={fact}
                onChange={onChange}
                onRemoved={onRemoved}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
