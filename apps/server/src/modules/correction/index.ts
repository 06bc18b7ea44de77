/** Homework correction (issue 11 item 1): the public face of the module. */
export { correctionRoutes } from './routes';
// For the demo data (apps/server/scripts/seed/seed-corrections.ts) and its tests.
export { DEMO_PHOTO_NAMES, demoPhotoKey, demoPhotoPng } from './demo-photo';
export { outcomeOf } from './service';
