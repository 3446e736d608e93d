import type { AxiosProgressEvent } from 'axios';
import {
  del,
  get,
  getBlob,
  httpClient,
  type Page,
  type Params,
  post,
  put,
  type Result,
} from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { listUrl } from './list-request';

/** A row as the generic routes answer it: field values plus `<field>_dictText` siblings. */
export type EntityRow = Record<string, unknown> & { id?: string; version?: number };

/** A refused body names its problems by field (server/entity/register-entity.ts). */
export interface FieldError {
  field: string;
  message: string;
}

/** The generic routes of one descriptor (api-contract 1.5), under its base path. */
export function entityApi(entity: EntityDescriptor) {
  const base = entity.basePath;
  return {
    list: (params: Params) => get<Page<EntityRow>>(listUrl(entity), params),
    queryById: (id: string) => get<EntityRow>(`${base}/queryById`, { id }),
    add: (body: Record<string, unknown>) => post<EntityRow & { errors?: FieldError[] }>(`${base}/add`, body),
    edit: (body: Record<string, unknown>) => put<EntityRow & { errors?: FieldError[] }>(`${base}/edit`, body),
    remove: (id: string) => del(`${base}/delete`, { id }),
    removeBatch: (ids: string[]) =>
      del<{ count: number }>(`${base}/deleteBatch`, { ids: `${ids.join(',')},` }),
    exportXls: (params: Params) => getBlob(`${base}/exportXls`, params),
    /** Multipart upload of one workbook, reporting the upload progress in percent. */
    importExcel: (file: Blob, fileName: string, onProgress: (percent: number) => void) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return httpClient().then((http) =>
        http.post<
          unknown,
          Result<{ count?: number; errors?: { row: number; field: string; message: string }[] }>
        >(`${base}/importExcel`, form, {
          headers: { 'Content-Type': 'multipart/form-data' },
          onUploadProgress: (event: AxiosProgressEvent) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        }),
      );
    },
  };
}

/** Saves a downloaded blob under a file name (exports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
