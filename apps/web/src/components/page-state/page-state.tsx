import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconHome, IconMail, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSignedInHint } from "../../app/shell/use-signed-in-hint";
import { isApiError } from "../../lib/api-error";
import { PageTitle } from "../page-title";

/** What a page says instead of its content; e2e/tests/a11y-sweep.spec.ts reads it from `data-page-state`. */
export type PageStateKind = "no-permission" | "not-found" | "error";

/**
 * A page in place of the one asked for, with a title, one h1, what happened and what to do next: back, home
 * (the signed-in home, or the site's for a visitor) and, for a refusal, whom to ask. In the common namespace
 * (always loaded), so any page can answer with it.
 */
export function PageState({ kind, children }: { kind: PageStateKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedInHint();
  return (
    <Container size="sm" py="xl" data-page-state={kind}>
      <PageTitle title={t(`pageState.${kind}.title`)} />
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t(`pageState.${kind}.heading`)}</Title>
        <Text>{t(`pageState.${kind}.body`)}</Text>
        {children}
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate(-1)}>
            {t("pageState.back")}
          </Button>
          <Button component={Link} to={signedIn ? "/home" : "/"} leftSection={<IconHome size={18} />}>
            {t(signedIn ? "pageState.home" : "errors.backHome")}
          </Button>
          {kind === "no-permission" && (
            <Button component={Link} to="/contact" variant="subtle" leftSection={<IconMail size={18} />}>
              {t("pageState.contact")}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * The page a signed-in person meets where their roles do not reach (the server refuses the data too);
 * `reason` says who may use it ("Only administrators can …").
 */
export function NoPermissionPage({ reason }: { reason?: string }) {
  return <PageState kind="no-permission">{reason && <Text>{reason}</Text>}</PageState>;
}

/** A record that does not exist (a wrong or old id): said as a page, never an endless loader. */
export const NotFoundPage = () => <PageState kind="not-found" />;

/**
 * The page for a failed load of the record a page shows: 403 is "no permission", 404 (or an id that is no
 * id) "not found", anything else an error page that offers to try again.
 */
export function LoadErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : undefined;
  if (status === 403) return <NoPermissionPage />;
  if (status === 404) return <NotFoundPage />;
  return (
    <PageState kind="error">
      {onRetry && (
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={onRetry}>
          {t("pageState.retry")}
        </Button>
      )}
    </PageState>
  );
}
