import type { RouteHandle } from "../../../app/route-handle";
import { ChoosePasswordForm } from "../components/choose-password-form";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /password/set?token=…: the first password of an account staff created. */
export default function SetPasswordPage() {
  return <ChoosePasswordForm purpose="set" />;
}
