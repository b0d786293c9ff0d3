import { counselingProfileEndpoints as endpoints } from "@edu/shared/counseling-profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getCounselingProfile, saveCounselingProfile } from "./counseling-profile.service";
import { listCounselingProfiles } from "./counseling-profiles-list.service";
import { getCounselingSelector, getCountrySelector } from "./counseling-selector.service";

/** The application profile: option lists, one student's profile by section, the students one may see. */
export const counselingProfileRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const clock = () => ({ timeZone: deps.config.SCHOOL_TIME_ZONE });

  route(app, endpoints.getCounselingProfileSelector, (request) =>
    getCounselingSelector(db, request.query, request.locale),
  );
  route(app, endpoints.getCounselingProfileCountrySelector, async (request) =>
    getCountrySelector(request.locale),
  );
  route(app, endpoints.getCounselingProfile, (request) =>
    getCounselingProfile(db, actorOf(request), request.params.id, clock()),
  );
  route(app, endpoints.saveCounselingProfile, (request) =>
    saveCounselingProfile(db, actorOf(request), request.params.id, request.body, clock()),
  );
  route(app, endpoints.listCounselingProfiles, (request) =>
    listCounselingProfiles(db, actorOf(request), request.query),
  );
};
