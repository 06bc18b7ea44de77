import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { appWithFile, deleteApp, listApps, saveApp } from './apps';
import { listBrandApps, moveBrandApp, setBrandApp } from './brand-apps';
import type { PadContext } from './context';
import { sendAppFile, uploadAppFile } from './files';
import { extendGrant, grantPackage, listGrants, revokeGrant } from './grants';
import { mayDownload, myPackages } from './my-packages';
import { deletePackage, listPackages, savePackage } from './packages';

/** AI pads: the table's entries (packages/shared/src/api/pads.ts) with their handlers. */
export async function padRoutes(app: FastifyInstance, files: PadContext) {
  const pad = api.pad;
  defineRoute(app, pad.getApplicationList, (q, { db }) => listApps(db, q));
  defineRoute(app, pad.saveApplication, (input, { db, caller }) => saveApp(db, caller, input));
  defineRoute(app, pad.deleteApplication, (input, { db, caller }) => deleteApp(db, caller, input.id));
  defineRoute(app, pad.uploadApplicationFile, (_input, { db, caller, request }) =>
    uploadAppFile(db, files, request, caller.auth.userId),
  );
  defineRoute(app, pad.downloadApplication, async (q, { db, caller, reply }) => {
    const found = (await mayDownload(db, caller.auth, q.id)) ? await appWithFile(db, q.id) : null;
    if (!found) throw notFound('Application file not found');
    const name = `${found.app.packageName}-${found.app.version}.apk`.replace(/[^A-Za-z0-9._-]/g, '_');
    return sendAppFile(files, reply, found.file, name);
  });

  defineRoute(app, pad.getBrandApplications, (q, { db, caller }) => listBrandApps(db, caller.scope, q));
  defineRoute(app, pad.setBrandApplication, (input, { db, caller }) => setBrandApp(db, caller, input));
  defineRoute(app, pad.moveBrandApplication, (input, { db, caller }) => moveBrandApp(db, caller, input));

  defineRoute(app, pad.getPackageList, (q, { db, caller }) => listPackages(db, caller.scope, q));
  defineRoute(app, pad.savePackage, (input, { db, caller }) => savePackage(db, caller, input));
  defineRoute(app, pad.deletePackage, (input, { db, caller }) => deletePackage(db, caller, input.id));

  defineRoute(app, pad.getGrantList, (q, { db, caller }) => listGrants(db, caller.scope, q));
  defineRoute(app, pad.grantPackage, (input, { db, caller }) => grantPackage(db, caller, input));
  defineRoute(app, pad.extendGrant, (input, { db, caller }) => extendGrant(db, caller, input));
  defineRoute(app, pad.revokeGrant, (input, { db, caller }) => revokeGrant(db, caller, input.id));

  defineRoute(app, pad.getMyPackages, (_q, { db, caller }) => myPackages(db, caller.auth));
}
