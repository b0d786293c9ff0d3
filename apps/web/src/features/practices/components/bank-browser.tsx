import type { QuestionsQuery } from "@edu/shared/practices";
import { DIFFICULTIES, TEST_TYPES } from "@edu/shared/test-engine";
import { Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { useLocale } from "../../../lib/use-locale";
import { questionsQuery } from "../api/practices-api";
import { useClassOptions } from "../api/sharer-options";
import type { DraftItem } from "../lib/draft-sections";
import { itemId } from "../lib/draft-sections";
import { localized, MathText } from "../lib/test-parts";

type Filters = Pick<QuestionsQuery, "test_type" | "domain" | "skill" | "difficulty" | "class_id">;

/** Domain and skill keys seen so far (the bank answers keys; the lists grow as pages are read). */
function seenKeys(
  rows: readonly { domain: string | null; skills: string[] }[],
  seen: Set<string>,
  kind: "domain" | "skill",
) {
  for (const row of rows)
    for (const key of kind === "domain" ? (row.domain ? [row.domain] : []) : row.skills) seen.add(key);
  return [...seen].sort();
}

/**
 * The question bank (published forms' items) by test, domain, skill, difficulty and "not yet used by" one
 * of the reader's classes (the server decides what a class used); each item is added to the section chosen beside it. Items already in the practice say so instead of offering "add".
 */
export function BankBrowser({
  used,
  onAdd,
  disabled,
}: {
  used: ReadonlySet<string>;
  onAdd: (item: DraftItem) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("practices");
  const locale = useLocale();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [domains] = useState(() => new Set<string>());
  const [skills] = useState(() => new Set<string>());
  const classes = useClassOptions();
  const bank = useQuery(questionsQuery({ ...filters, page }));
  const rows = bank.data?.data ?? [];
  const domainKeys = seenKeys(rows, domains, "domain");
  const skillKeys = seenKeys(rows, skills, "skill");
  const set = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <Select
          label={t("bank.test")}
          data={[...TEST_TYPES]}
          clearable
          value={filters.test_type ?? null}
          onChange={(value) => set({ test_type: (value ?? undefined) as Filters["test_type"] })}
        />
        <Select
          label={t("bank.domain")}
          data={domainKeys}
          clearable
          searchable
          value={filters.domain ?? null}
          onChange={(value) => set({ domain: value ?? undefined })}
        />
        <Select
          label={t("bank.skill")}
          data={skillKeys}
          clearable
          searchable
          value={filters.skill ?? null}
          onChange={(value) => set({ skill: value ?? undefined })}
        />
        <Select
          label={t("bank.difficulty")}
          data={DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
          clearable
          value={filters.difficulty ?? null}
          onChange={(value) => set({ difficulty: (value ?? undefined) as Filters["difficulty"] })}
        />
        <Select
          label={t("bank.unusedBy")}
          placeholder={t("bank.anyClass")}
          data={classes.classes}
          clearable
          searchable
          rightSection={classes.loading ? <Loader size="xs" /> : undefined}
          value={filters.class_id === undefined ? null : String(filters.class_id)}
          onChange={(value) => set({ class_id: value ? Number(value) : undefined })}
        />
      </SimpleGrid>
      {bank.isPending ? (
        <PageLoader />
      ) : bank.isError ? (
        <Text c="red.8" role="alert">
          {bank.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text>{t("bank.empty")}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: "none" }}>
          {rows.map((row) => {
            const inPractice = used.has(itemId(row));
            return (
              <Paper key={itemId(row)} withBorder p="sm" component="li">
                <Stack gap={4}>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" color="dark">
                      {row.test_type}
                    </Badge>
                    <Text size="xs" c="gray.7">
                      {localized(row.form_title, locale)}
                    </Text>
                    {row.difficulty && (
                      <Badge variant="outline" color="dark">
                        {t(`difficulty.${row.difficulty}`)}
                      </Badge>
                    )}
                    {row.domain && <Text size="xs">{row.domain}</Text>}
                    {row.skills.length > 0 && (
                      <Text size="xs" c="gray.7">
                        {row.skills.join(", ")}
                      </Text>
                    )}
                  </Group>
                  <div style={{ maxHeight: "6em", overflow: "hidden" }}>
                    <MathText text={row.stem} />
                  </div>
                  {inPractice ? (
                    <Text size="sm" fw={500}>
                      {t("bank.added")}
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={disabled}
                      onClick={() => onAdd(row)}
                      style={{ alignSelf: "flex-start" }}
                      aria-label={t("bank.addNamed", { key: row.item_key })}
                    >
                      {t("bank.add")}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {bank.data && <ListPagination list={bank.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
