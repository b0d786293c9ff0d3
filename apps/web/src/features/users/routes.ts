import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/** Users (spec §2 "Users and admin"). */
export const usersRoutes: FeatureRoutes = {
  signedIn: [
    route("user", "features/users/pages/user-create-page.tsx"),
    route("users", "features/users/pages/users-page.tsx"),
    route("users/teachers", "features/users/pages/users-page.tsx", { id: "users-teachers" }),
    route("users/students", "features/users/pages/users-page.tsx", { id: "users-students" }),
    route("users/administrators", "features/users/pages/users-page.tsx", { id: "users-administrators" }),
    route("users/merge", "features/users/pages/users-merge-page.tsx"),
    route("all-students/filter/:roleType/:userId", "features/users/pages/all-students-page.tsx"),
  ],
};
