import { SCHOOL_FACTS, type SchoolFact, type SchoolFactKey } from "@edu/shared/schools";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatFactValue } from "../lib/format-fact";
import classes from "./school-page.module.css";

/** Where a figure comes from and for which year: "College Scorecard 2022-23", "Staff, 2025-26 · approximate". */
export function factSourceText(fact: SchoolFact, t: TFunction<"schools">) {
  const source = t(`source.${fact.source}`, { year: fact.year });
  return fact.note ? `${source} · ${fact.note}` : source;
}

/** A figure's value in words: numbers by their kind, platforms by their names, staff's text as written. */
export function useFactText() {
  const { t, i18n } = useTranslation("schools");
  return (fact: SchoolFact) =>
    SCHOOL_FACTS[fact.key].kind === "platforms" && Array.isArray(fact.value)
      ? fact.value.map((platform) => t(`platforms.${platform}`, { defaultValue: platform })).join(", ")
      : formatFactValue(fact.key, fact.value, fact.year, i18n.language);
}

/** One figure: its name, value, and source with year. */
export function FactItem({ fact }: { fact: SchoolFact }) {
  const { t } = useTranslation("schools");
  const text = useFactText();
  const long = SCHOOL_FACTS[fact.key].kind === "text";
  return (
    <Paper withBorder radius="md" p="sm" className={classes.fact} data-fact={fact.key}>
      <dt>
        <Text size="sm" c="gray.7">
          {t(`facts.${fact.key}`)}
        </Text>
      </dt>
      <dd>
        <Text fw={long ? 400 : 600} size={long ? "sm" : "lg"} className={long ? classes.longText : undefined}>
          {text(fact)}
        </Text>
        <Text size="xs" c="gray.7" data-testid={`source-${fact.key}`}>
          {factSourceText(fact, t)}
        </Text>
      </dd>
    </Paper>
  );
}

/**
 * The figures of `keys` the school has, then a line naming those it does not report (unknown is never shown as
 * a number).
 */
export function FactList({
  keys,
  facts,
}: {
  keys: readonly SchoolFactKey[];
  facts: Map<SchoolFactKey, SchoolFact>;
}) {
  const { t } = useTranslation("schools");
  const present = keys.flatMap((key) => facts.get(key) ?? []);
  const missing = keys.filter((key) => !facts.has(key));
  return (
    <>
      {present.length > 0 && (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          {present.map((fact) => (
            <FactItem key={fact.key} fact={fact} />
          ))}
        </SimpleGrid>
      )}
      {present.length > 0 && missing.length > 0 && (
        <Text size="sm" c="gray.7" data-testid="not-reported-list">
          {t("tab.notReported", { list: missing.map((key) => t(`facts.${key}`)).join(t("listSeparator")) })}
        </Text>
      )}
    </>
  );
}
