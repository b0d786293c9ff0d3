import { Outlet } from "react-router";
import { GuestGate } from "./session-guards";

/** Layout route for /login, /line/login, /register and /inactive. */
export default function GuestOnly() {
  return (
    <GuestGate>
      <Outlet />
    </GuestGate>
  );
}
