import { Button } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSignedInHint } from "./use-signed-in-hint";

/** The account menu (session, /api/me, Menu) loads only for visitors who are probably signed in. */
const AccountMenu = lazy(() => import("./account-menu"));

/** Enroll and Login, the shell's two calls to action (the account menu replaces Login when signed in). */
export function AuthButtons({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedInHint();
  const loginButton = (
    <Button component={Link} to="/login" variant="outline" fullWidth={fullWidth} onClick={onNavigate}>
      {t("nav.login")}
    </Button>
  );
  return (
    <>
      <Button component={Link} to="/enroll" color="accent.9" fullWidth={fullWidth} onClick={onNavigate}>
        {t("nav.enroll")}
      </Button>
      {signedIn ? (
        <Suspense fallback={loginButton}>
          <AccountMenu
            signedOut={loginButton}
            layout={fullWidth ? "drawer" : "header"}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : (
        loginButton
      )}
    </>
  );
}
