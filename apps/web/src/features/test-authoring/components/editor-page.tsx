import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringPaths } from "../lib/paths";
import type { AuthoringForm } from "../lib/use-authoring-form";

/**
 * The frame of every editor page: loading, "not found" (a bad address, or a form without its document),
 * the error state, breadcrumbs back to the list and the form, one h1 and the page's own title.
 */
export function EditorPage({
  editor,
  missing,
  heading,
  metaTitle,
  crumbs = [],
  children,
}: {
  editor: AuthoringForm;
  /** The address names nothing (bad id or key); checked before the form loads. */
  missing: boolean;
  heading: string;
  metaTitle: string;
  crumbs?: { label: string; to: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  if (missing) return <NotFoundPage />;
  if (editor.query.isError)
    return <LoadErrorPage error={editor.query.error} onRetry={() => void editor.query.refetch()} />;
  if (editor.query.isPending) return <PageLoader />;
  if (!editor.form || !editor.document) return <NotFoundPage />;
  const form = editor.form;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={`${metaTitle} · ${localized(form.title, locale)}`} />
      <Stack gap="md">
        <Breadcrumbs separatorMargin={4} style={{ flexWrap: "wrap" }}>
          <Anchor component={Link} to={authoringPaths.list}>
            {t("list.title")}
          </Anchor>
          <Anchor component={Link} to={authoringPaths.form(form.test_type, form.id)}>
            {localized(form.title, locale)}
          </Anchor>
          {crumbs.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to}>
              {crumb.label}
            </Anchor>
          ))}
        </Breadcrumbs>
        <div>
          <Title order={1}>{heading}</Title>
          <Text c="gray.7" size="sm">
            {t("editor.facts", {
              type: form.test_type,
              version: form.version,
              state: t(`state.${form.status}`),
            })}
            {!editor.canAuthor && ` · ${t("editor.readOnly")}`}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
