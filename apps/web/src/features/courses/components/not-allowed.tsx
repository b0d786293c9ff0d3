import { useTranslation } from "react-i18next";
import { NoPermissionPage } from "../../../components/page-state";

/** The page instead of one the signed-in user's roles do not open (the server refuses it too). */
export function NotAllowed() {
  const { t } = useTranslation("courses");
  return <NoPermissionPage reason={t("notAllowed.body")} />;
}
