import type { TestFormSummary } from "@edu/shared/test-engine";
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringFormsQuery, exportHref } from "../api/authoring-api";
import { CreateFormPanel } from "../components/create-form-panel";
import { ImportFormButton } from "../components/import-form-button";
import { authoringPaths } from "../lib/paths";
import { useCanAuthor } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring"] };

/**
 * /tests/list: every form with its state, type and version, for test editors and staff (create from scratch
 * or as a copy, import a JSON document, export one) and teachers (read-only, links to read each form).
 */
export default function FormsListPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const canAuthor = useCanAuthor();
  const forms = useQuery(authoringFormsQuery());
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  const rows = forms.data?.data ?? [];
  const columns: DataListColumn<TestFormSummary>[] = [
    {
      key: "title",
      header: t("list.colTitle"),
      primary: true,
      cell: (form) => (
        <Anchor component={Link} to={authoringPaths.form(form.test_type, form.id)}>
          {localized(form.title, locale)}
        </Anchor>
      ),
    },
    { key: "type", header: t("list.colType"), cell: (form) => form.test_type },
    {
      key: "state",
      header: t("list.colState"),
      cell: (form) => (
        <Badge variant={form.status === "published" ? "filled" : "outline"} color="teal.9">
          {t(`state.${form.status}`)}
        </Badge>
      ),
    },
    { key: "version", header: t("list.colVersion"), cell: (form) => form.version },
    { key: "updated", header: t("list.colUpdated"), cell: (form) => formatDate(form.updated_at) },
    {
      key: "actions",
      header: "",
      actions: true,
      cell: (form) =>
        canAuthor ? (
          <Button
            component="a"
            href={exportHref(form.id)}
            size="xs"
            variant="default"
            aria-label={t("list.exportOf", { title: localized(form.title, locale) })}
          >
            {t("list.export")}
          </Button>
        ) : null,
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t("list.title")}</Title>
            <Text c="gray.7">{canAuthor ? t("list.subtitle") : t("list.subtitleReader")}</Text>
          </div>
          <Anchor component={Link} to={authoringPaths.bank}>
            {t("bank.title")}
          </Anchor>
        </Group>
        {canAuthor && (
          <Group align="flex-start" wrap="wrap">
            <CreateFormPanel forms={rows} />
            <ImportFormButton />
          </Group>
        )}
        <DataList
          items={rows}
          columns={columns}
          rowKey={(form) => form.id}
          label={t("list.title")}
          loading={forms.isPending}
          empty={t("list.empty")}
        />
      </Stack>
    </Container>
  );
}
