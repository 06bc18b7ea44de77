import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES } from '@edu/shared';
import { api } from '@edu/shared/api';
import { pickLanguage } from '@edu/shared/messages';
import { defineRoute } from '../../http/define-route';
import { uploadedSheet } from '../../storage/uploaded-sheet';
import { heartbeat } from './client';
import { importDevices, previewDeviceImport } from './import';
import { listDevices } from './queries';
import { bindDevice, moveDevice, setDeviceStatus, unbindDevice } from './service';

/** Devices: the table's device group (packages/shared/src/api/devices.ts) with their handlers. */
export async function deviceRoutes(app: FastifyInstance) {
  // Multipart only in this plugin's routes (the import); limits are set per request in uploadedSheet.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  defineRoute(app, api.device.getDeviceList, (q, { db, caller, config }) =>
    listDevices(db, caller.scope, q, config.listTotalCap),
  );
  defineRoute(app, api.device.bindDevice, (input, { db, caller }) => bindDevice(db, caller, input));
  defineRoute(app, api.device.unbindDevice, (input, { db, caller }) => unbindDevice(db, caller, input.id));
  defineRoute(app, api.device.moveDevice, (input, { db, caller }) => moveDevice(db, caller, input));
  defineRoute(app, api.device.setDeviceStatus, (input, { db, caller }) => setDeviceStatus(db, caller, input));
  defineRoute(app, api.device.previewDeviceImport, async (params, { db, caller, request }) =>
    previewDeviceImport(
      db,
      caller.scope,
      params,
      await uploadedSheet(request),
      pickLanguage(request.headers['accept-language']),
    ),
  );
  defineRoute(app, api.device.importDevices, async (params, { db, caller, request }) =>
    importDevices(db, caller, params, await uploadedSheet(request), pickLanguage(request.headers['accept-language'])),
  );
  defineRoute(app, api.device.heartbeat, (_input, { db, caller }) => heartbeat(db, caller.auth));
}
