import { classTicketEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./class-tickets.service";
import { studentProgressRoutes } from "./student-progress.routes";

/** Student class tickets and placement (spec §7 enrollment calls). */
export const classTicketsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  await app.register(studentProgressRoutes, { deps });

  route(app, endpoints.getStudentClassTicketsPaidButNoPlacement, (request) =>
    service.listPaidUnplaced(db, request.query, request.locale),
  );
  route(app, endpoints.getStudentClassTicketsPlacementList, (request) =>
    service.listPlaced(db, request.query, request.locale),
  );
  route(app, endpoints.createStudentClassTicket, (request) =>
    service.createTicket(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.getStudentClassTicket, (request) =>
    service.getTicket(db, request.user, request.params.id, request.locale),
  );
  route(app, endpoints.updateStudentClassTicket, (request) =>
    service.placeTicket(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteStudentClassTicket, async (request) => {
    await service.deleteTicket(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
