/**
 * The devices module's public face (issue 13 item 6): its routes, and the device check of clientLogin
 * (modules/auth registers that route: a device signs in through the one login path).
 */
export { admitDevice, type DeviceAdmission } from './client';
export { deviceRoutes } from './routes';
