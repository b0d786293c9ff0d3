import { Outlet } from "react-router";
import { SessionGate } from "./session-guards";

/** Layout route: signed in and bound (spec §2). */
export default function RequireAuth() {
  return (
    <SessionGate requireBound>
      <Outlet />
    </SessionGate>
  );
}
