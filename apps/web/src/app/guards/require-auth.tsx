import { Outlet } from "react-router";
import { WorkspaceLayout } from "../shell/workspace-layout";
import { SessionGate } from "./session-guards";

/** Layout route: signed in and bound (spec §2); the page sits in the workspace (side navigation by role). */
export default function RequireAuth() {
  return (
    <SessionGate requireBound>
      <WorkspaceLayout>
        <Outlet />
      </WorkspaceLayout>
    </SessionGate>
  );
}
