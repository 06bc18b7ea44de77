import type { FastifyInstance } from 'fastify';
import { auditLogRoutes } from './audit-log/routes';
import { brandOrgRoutes } from './brands/routes';
import { classRoutes } from './classes/routes';
import { dataScreenRoutes } from './data-screen/routes';
import { importExportRoutes } from './import-export/routes';
import { schoolRoutes } from './schools/routes';
import { studentRoutes } from './students/routes';
import { supportRoutes } from './support/routes';
import { userRoutes } from './users/routes';

/** Organization management (issue 3): schools, brand binding, users, classes, support links. */
export async function orgRoutes(app: FastifyInstance) {
  await app.register(schoolRoutes);
  await app.register(brandOrgRoutes);
  await app.register(userRoutes);
  await app.register(classRoutes);
  await app.register(supportRoutes);
  await app.register(studentRoutes);
  await app.register(auditLogRoutes);
  await app.register(dataScreenRoutes);
  await app.register(importExportRoutes);
}

// Spreadsheet downloads elsewhere (modules/analytics) name and type their files as the org exports do.
