import type { ImagePurpose, UploadAnswer } from '@gembourse/contracts/uploads';
import { uploadsApi } from '@gembourse/contracts/uploads.api';
import { callApi } from '../api/endpoint-client.ts';

/** One entry of an upload list (SPEC §3 "Upload list item"): done once stored, removed when the user takes it out. */
export interface UploadItem {
  uid: string;
  url: string;
  name: string;
  status: 'done' | 'removed';
}

let counter = 0;
/** A unique id for an upload list item within this page. */
export function newUploadUid(): string {
  counter += 1;
  return `gb-upload-${Date.now().toString(36)}-${counter}`;
}

/** Upload list items for stored URLs (a form's initial value). */
export function toUploadItems(urls: string | readonly string[] | null | undefined): UploadItem[] {
  const list = urls == null ? [] : typeof urls === 'string' ? [urls] : urls;
  return list.filter(Boolean).map((url) => ({ uid: newUploadUid(), url, name: url.split('/').pop() ?? url, status: 'done' }));
}

/** The URLs of the items still in the list (status done). */
export function doneUrls(items: readonly UploadItem[] | null | undefined): string[] {
  return (items ?? []).filter((i) => i.status === 'done').map((i) => i.url);
}

/**
 * POST /api/uploads/image?purpose=: the cropped image as multipart field `file`. The server checks the content,
 * re-encodes it and names the file; failures go through the error catalogue (its message is the server's).
 */
export function uploadImage(blob: Blob, name: string, purpose: ImagePurpose): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', blob, name);
  return callApi(uploadsApi.image, { query: { purpose }, body });
}
