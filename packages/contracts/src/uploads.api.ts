import { endpoint } from './endpoint.ts';
import { ZImageUploadQuery, ZUploadAnswer, ZUploadForm } from './uploads.ts';

const tags = ['uploads'] as const;

/** Uploads (members only): multipart/form-data with one file field `file`, checked by content, 60 per user and minute. */
export const uploadsApi = {
  image: endpoint({
    method: 'POST',
    path: '/api/uploads/image',
    access: 'member',
    summary: 'Upload a JPG, PNG or GIF (10 MB, content-checked); stored re-encoded as WebP with a thumbnail (`.thumb.webp`)',
    tags,
    transport: 'multipart',
    query: ZImageUploadQuery,
    body: ZUploadForm,
    response: ZUploadAnswer,
  }),
  document: endpoint({
    method: 'POST',
    path: '/api/uploads/document',
    access: 'member',
    summary: 'Upload a PDF (brochures; 20 MB, content-checked)',
    tags,
    transport: 'multipart',
    body: ZUploadForm,
    response: ZUploadAnswer,
  }),
};
