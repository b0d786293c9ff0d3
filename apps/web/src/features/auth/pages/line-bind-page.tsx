import { Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { lineConfigQuery } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { LineUnavailable } from "../components/line-unavailable";

export const handle: RouteHandle = { i18n: ["auth"] };

/**
 * /line/bind: a LINE account nobody has connected yet. Create an account carrying the LINE identity, or
 * sign in to an existing account and connect LINE from the profile.
 */
export default function LineBindPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const config = useQuery(lineConfigQuery());
  const token = params.get("line_user_id_token");
  return (
    <AuthCard title={t("line.bindTitle")}>
      {config.isPending ? (
        <Loader size="sm" role="status" aria-label={t("loading")} />
      ) : config.data?.enabled ? (
        <Stack gap="sm">
          <Text>{t("line.bindBody")}</Text>
          <Button
            component={Link}
            to={token ? `/register?line_user_id_token=${encodeURIComponent(token)}` : "/line/login"}
            fullWidth
          >
            {token ? t("line.createAccount") : t("line.signIn")}
          </Button>
          <Button component={Link} to="/login" variant="default" fullWidth>
            {t("line.signInExisting")}
          </Button>
          <Text size="sm" c="gray.7">
            {t("line.connectLater")}
          </Text>
        </Stack>
      ) : (
        <LineUnavailable />
      )}
    </AuthCard>
  );
}
