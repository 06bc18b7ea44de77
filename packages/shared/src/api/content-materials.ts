/** Content endpoints (api/content.ts): learning materials, shared by teachers with their classes. */
import { z } from 'zod';
import { MATERIAL_OWNERS, MATERIAL_READERS } from '../access/roles';
import {
  deletedId,
  getMaterialListQuery,
  getMaterialUrlQuery,
  idInput,
  materialList,
  materialRow,
  materialUrl,
  openMaterialQuery,
  shareClasses,
  shareMaterialInput,
  uploadMaterialInput,
} from '../contracts/content';
import type { EndpointSpec } from './endpoint';

export const materialEndpointSpecs = {
  // ---- learning materials
  uploadMaterial: {
    path: '/openapi/material/upload',
    methods: ['POST'],
    body: 'multipart',
    input: uploadMaterialInput,
    data: materialRow,
    access: { scope: 'classroom', roles: MATERIAL_OWNERS },
    summary:
      'Upload a learning material (multipart: file; name in the query string or as a field): PDF, images, audio, video or office documents, checked by content; 413 over UPLOAD_MAX_MB, 415 other types',
  },
  getMaterialList: {
    path: '/openapi/material/getMaterialList',
    methods: ['GET'],
    input: getMaterialListQuery,
    data: materialList,
    access: { scope: 'classroom', roles: MATERIAL_READERS },
    summary: 'Teachers: their own materials; students: what is shared with their classes',
  },
  getShareClasses: {
    path: '/openapi/material/getShareClasses',
    methods: ['GET'],
    input: z.object({}),
    data: shareClasses,
    access: { scope: 'classroom', roles: MATERIAL_OWNERS },
    summary: 'The teacher’s active classes (where it may share)',
  },
  shareMaterial: {
    path: '/openapi/material/shareMaterial',
    methods: ['POST'],
    input: shareMaterialInput,
    data: materialRow,
    access: { scope: 'classroom', roles: MATERIAL_OWNERS },
    summary: 'Replace the classes a material is shared with (the teacher’s own classes only)',
  },
  getMaterialUrl: {
    path: '/openapi/material/getMaterialUrl',
    methods: ['GET'],
    input: getMaterialUrlQuery,
    data: materialUrl,
    access: { scope: 'classroom', roles: MATERIAL_READERS },
    summary: 'A signed address of the file for this user (img/iframe/video/download), valid 2 hours',
  },
  deleteMaterial: {
    path: '/openapi/material/deleteMaterial',
    methods: ['POST'],
    input: idInput,
    data: deletedId,
    access: { scope: 'classroom', roles: MATERIAL_OWNERS },
    summary: 'Delete one of the teacher’s materials',
  },
  openMaterial: {
    path: '/openapi/material/open',
    methods: ['GET', 'HEAD'],
    input: openMaterialQuery,
    data: z.never(),
    answer: 'file',
    access: { scope: 'signed', roles: MATERIAL_READERS },
    summary:
      'The file itself (signed address from getMaterialUrl, or the Authorization header); single byte ranges answered 206',
  },
} satisfies Record<string, EndpointSpec>;
