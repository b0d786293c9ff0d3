import type { RouteHandle } from "../../../app/route-handle";
import { ChoosePasswordForm } from "../components/choose-password-form";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /password/reset?token=…: the link from the "forgot password" mail. */
export default function ResetPasswordPage() {
  return <ChoosePasswordForm purpose="reset" />;
}
