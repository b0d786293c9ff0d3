import type { QuestionsQuery } from "@edu/shared/practices";
import { DIFFICULTIES, TEST_TYPES } from "@edu/shared/test-engine";
import { Anchor, Button, Container, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination } from "../../../components/data-list";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { questionsQuery } from "../api/authoring-api";
import { MathText } from "../components/math-preview";
import { authoringPaths } from "../lib/paths";
import { useCanAuthor } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring"] };

type Filters = Partial<Pick<QuestionsQuery, "test_type" | "domain" | "skill" | "difficulty">>;
type Row = {
  form_id: number;
  item_key: string;
  test_type: (typeof TEST_TYPES)[number];
  stem: string;
  kind: string;
  difficulty: string | null;
  domain: string | null;
  form_title: { en: string };
};

/**
 * /questions: the question bank (every question of the published forms), filtered by test, domain, skill
 * and difficulty; each question opens its editor (read-only for teachers).
 */
export default function QuestionBankPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const canAuthor = useCanAuthor();
  const [filters, setFilters] = useState<Filters>({});
  const [typed, setTyped] = useState({ domain: "", skill: "" });
  const [page, setPage] = useState(1);
  const questions = useQuery({ ...questionsQuery({ ...filters, page }), placeholderData: keepPreviousData });
  if (questions.isError)
    return <LoadErrorPage error={questions.error} onRetry={() => void questions.refetch()} />;
  const change = (patch: Filters) => {
    setFilters((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  const columns: DataListColumn<Row>[] = [
    {
      key: "question",
      header: t("bank.colQuestion"),
      primary: true,
      cell: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={authoringPaths.question(row.test_type, row.form_id, row.item_key)}>
            {row.item_key}
          </Anchor>
          <MathText
            text={row.stem.length > 140 ? `${row.stem.slice(0, 140)}…` : row.stem}
            component="span"
            style={{ fontSize: "var(--mantine-font-size-sm)" }}
          />
        </Stack>
      ),
    },
    {
      key: "form",
      header: t("bank.colForm"),
      cell: (row) => `${row.test_type} · ${localized(row.form_title, locale)}`,
    },
    { key: "kind", header: t("question.kind"), cell: (row) => t(`kind.${row.kind}`) },
    { key: "domain", header: t("question.domain"), cell: (row) => row.domain ?? "—" },
    {
      key: "difficulty",
      header: t("question.difficulty"),
      cell: (row) => (row.difficulty ? t(`difficulty.${row.difficulty}`) : "—"),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("bank.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t("bank.title")}</Title>
            <Text c="gray.7">{t("bank.subtitle")}</Text>
          </div>
          <Group gap="sm">
            <Anchor component={Link} to={authoringPaths.list}>
              {t("list.title")}
            </Anchor>
            {canAuthor && (
              <Button component={Link} to={authoringPaths.bankAdd} variant="default">
                {t("bank.add")}
              </Button>
            )}
          </Group>
        </Group>
        <Group align="flex-end" wrap="wrap" gap="xs">
          <Select
            label={t("bank.test")}
            data={TEST_TYPES.map((value) => ({ value, label: value }))}
            value={filters.test_type ?? null}
            onChange={(value) => change({ test_type: (value ?? undefined) as Filters["test_type"] })}
            clearable
            w={140}
          />
          <Select
            label={t("question.difficulty")}
            data={DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
            value={filters.difficulty ?? null}
            onChange={(value) => change({ difficulty: (value ?? undefined) as Filters["difficulty"] })}
            clearable
            w={140}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              change({ domain: typed.domain.trim() || undefined, skill: typed.skill.trim() || undefined });
            }}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t("bank.domainKey")}
                value={typed.domain}
                onChange={(e) => setTyped({ ...typed, domain: e.currentTarget.value })}
                w={150}
              />
              <TextInput
                label={t("bank.skillKey")}
                value={typed.skill}
                onChange={(e) => setTyped({ ...typed, skill: e.currentTarget.value })}
                w={150}
              />
              <Button type="submit" variant="default">
                {t("bank.apply")}
              </Button>
            </Group>
          </form>
        </Group>
        <DataList
          items={questions.data?.data ?? []}
          columns={columns}
          rowKey={(row) => `${row.form_id}-${row.item_key}`}
          label={t("bank.title")}
          loading={questions.isPending}
          empty={t("bank.empty")}
        />
        {questions.data && <ListPagination list={questions.data} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
