import type { ModuleManifest } from "../../module-manifest";
import { usersAdminRoutes } from "./users-admin.routes";

export const usersModule: ModuleManifest = {
  name: "users",
  routes: [usersAdminRoutes],
};
