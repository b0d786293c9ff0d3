import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Enroll and Login, the shell's two calls to action (the account menu replaces Login with accounts). */
export function AuthButtons({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to="/enroll" color="accent.9" fullWidth={fullWidth} onClick={onNavigate}>
        {t("nav.enroll")}
      </Button>
      <Button component={Link} to="/login" variant="outline" fullWidth={fullWidth} onClick={onNavigate}>
        {t("nav.login")}
      </Button>
    </>
  );
}
