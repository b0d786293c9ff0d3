import { Outlet } from "react-router";
import { SessionGate } from "./session-guards";

/** Layout route: signed in, bound or not (/register-detail is exempt from the bind check). */
export default function RequireSession() {
  return (
    <SessionGate requireBound={false}>
      <Outlet />
    </SessionGate>
  );
}
