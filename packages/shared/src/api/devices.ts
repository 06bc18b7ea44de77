import { BRAND_ADMINS, STUDENTS } from '../access/roles';
import { z } from 'zod';
import {
  bindDeviceInput,
  deviceHeartbeatResult,
  deviceIdInput,
  deviceImportParams,
  deviceImportPreview,
  deviceImportResult,
  deviceList,
  deviceRow,
  getDeviceListQuery,
  moveDeviceInput,
  setDeviceStatusInput,
} from '../contracts/devices';
import { endpointGroup } from './endpoint';

/** The admin every brand's devices, a brand admin its brand's (spec section 2: /AIPad/index). */
const devices = { scope: 'org', roles: BRAND_ADMINS } as const;

/** AI pens and AI pads (issue 13 item 6); the device's own sign-in is session.clientLogin. */
export const deviceEndpoints = endpointGroup('device', {
  getDeviceList: {
    path: '/openapi/device/getDeviceList',
    methods: ['GET'],
    input: getDeviceListQuery,
    data: deviceList,
    access: devices,
    summary: 'Devices in scope; keyword is a serial prefix; filters kind, school, status (and brand for the admin)',
  },
  bindDevice: {
    path: '/openapi/device/bindDevice',
    methods: ['POST'],
    input: bindDeviceInput,
    data: deviceRow,
    access: devices,
    summary: "Binds a device to a student of the device's school; the device's earlier sessions end",
  },
  unbindDevice: {
    path: '/openapi/device/unbindDevice',
    methods: ['POST'],
    input: deviceIdInput,
    data: deviceRow,
    access: devices,
    summary: 'Unbinds a device from its student; its sessions end',
  },
  moveDevice: {
    path: '/openapi/device/moveDevice',
    methods: ['POST'],
    input: moveDeviceInput,
    data: deviceRow,
    access: devices,
    summary: 'Moves a device to another school of its brand (the admin: of any brand); it is unbound',
  },
  setDeviceStatus: {
    path: '/openapi/device/setDeviceStatus',
    methods: ['POST'],
    input: setDeviceStatusInput,
    data: deviceRow,
    access: devices,
    summary: 'Disables (0; its sessions end) or enables (1) a device',
  },
  previewDeviceImport: {
    path: '/openapi/device/previewDeviceImport',
    methods: ['POST'],
    input: deviceImportParams,
    data: deviceImportPreview,
    body: 'multipart',
    reads: true,
    access: devices,
    summary:
      'Reads an uploaded CSV or XLSX file of serials (columns serial, kind, model, school); answers every row with its errors; writes nothing',
  },
  importDevices: {
    path: '/openapi/device/importDevices',
    methods: ['POST'],
    input: deviceImportParams,
    data: deviceImportResult,
    body: 'multipart',
    access: devices,
    summary: 'Imports every row of the file or none (checked again; 400 with the preview when a row has errors)',
  },
  heartbeat: {
    path: '/openapi/device/heartbeat',
    methods: ['POST'],
    input: z.object({}),
    data: deviceHeartbeatResult,
    access: { scope: 'session', roles: STUDENTS },
    summary: "A device's check-in from the session clientLogin opened: records its last seen time",
  },
});
