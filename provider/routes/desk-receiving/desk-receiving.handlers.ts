import { deskActor } from '../../desk/audit';
import { listExpected } from '../../desk/receiving/expected';
import { addExtraPhotos, listOwedPhotos } from '../../desk/receiving/extra-photos';
import { receiveParcel } from '../../desk/receiving/receive';
import { scanTrackingNo } from '../../desk/receiving/scan';
import type { AppRouteHandler } from '../../http/app-bindings';
import { uploadTokenFor } from '../uploads/uploads.handlers';
import type { addExtraPhotosRoute, photoUploadTokenRoute, listExpectedRoute, listOwedPhotosRoute, receiveRoute, scanRoute } from './desk-receiving.routes';

export const scan: AppRouteHandler<typeof scanRoute> = async (c) =>
  c.json(await scanTrackingNo(c.var.db, c.var.tenant.id, c.req.valid('query').trackingNo), 200);

export const receive: AppRouteHandler<typeof receiveRoute> = async (c) =>
  c.json(await receiveParcel(c.var, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const expected: AppRouteHandler<typeof listExpectedRoute> = async (c) =>
  c.json(await listExpected(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const owedPhotos: AppRouteHandler<typeof listOwedPhotosRoute> = async (c) =>
  c.json(await listOwedPhotos(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const extraPhotos: AppRouteHandler<typeof addExtraPhotosRoute> = async (c) =>
  c.json(await addExtraPhotos(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json').keys, c.var.clock()), 200);

export const photoUploadToken: AppRouteHandler<typeof photoUploadTokenRoute> = async (c) =>
  c.json(await uploadTokenFor(c, c.req.valid('query').ext, c.var.clock()), 200);
