import { courseMaterialEndpoints as endpoints } from "@edu/shared/course-materials";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as materials from "./course-materials.service";

/** A class's course materials (spec 03 §2 materials tab, §4, §5). */
export const courseMaterialRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listClassMaterials, (request) =>
    materials.listClassMaterials(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createMaterialFolder, (request) =>
    materials.createFolder(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.renameMaterialFolder, (request) =>
    materials.renameFolder(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.moveMaterialFolder, (request) =>
    materials.moveFolder(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteMaterialFolder, (request) =>
    materials.deleteFolder(db, actorOf(request), request.params.id, request.query),
  );
  route(app, endpoints.createMaterialItem, (request) =>
    materials.createItem(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.updateMaterialItem, (request) =>
    materials.updateItem(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.moveMaterialItem, (request) =>
    materials.moveItem(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteMaterialItem, (request) =>
    materials.deleteItem(db, actorOf(request), request.params.id),
  );
};
