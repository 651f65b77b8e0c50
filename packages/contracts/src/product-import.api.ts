import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';
import {
  ZProductExportInput,
  ZProductImportForm,
  ZProductImportJob,
  ZProductImportJobParams,
  ZProductImportStarted,
} from './product-import.ts';

const tags = ['showroom'] as const;

/**
 * The Excel import and export of my company's products (issue 10 item 7). Members of a seller holding the import or
 * export point (a buyer gets 40300); a job belongs to the company that started it, and another company's job id
 * answers 40400 like an unknown one.
 */
export const productImportApi = {
  template: endpoint({
    method: 'GET',
    path: '/api/showroom/product/import/template',
    access: { perm: PERM.showroomProductImport },
    summary: 'The import template (.xlsx) in my language: headers, drop-down lists of the allowed values, an example row, instructions',
    tags,
    transport: 'file',
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/showroom/product/import',
    access: { perm: PERM.showroomProductImport },
    summary: 'Upload a workbook (.xlsx by content, at most 2 MB, unzipped size bounded) to import as new products; answers the job to poll',
    tags,
    transport: 'multipart',
    body: ZProductImportForm,
    response: ZProductImportStarted,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/showroom/product/import/:jobId',
    access: { perm: PERM.showroomProductImport },
    summary: "An import's progress and result: rows checked of the total, imported, refused (with reasons in my language)",
    tags,
    params: ZProductImportJobParams,
    response: ZProductImportJob,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/showroom/product/import/:jobId/report',
    access: { perm: PERM.showroomProductImport },
    summary: "A finished import's row-by-row report (.xlsx): row, SKU, name, imported or refused, and why",
    tags,
    params: ZProductImportJobParams,
    transport: 'file',
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/showroom/product/export',
    access: { perm: PERM.showroomProductExport },
    summary: "The selected products of my company as .xlsx, in the import template's columns (re-imports unchanged)",
    tags,
    body: ZProductExportInput,
    transport: 'file',
    reads: true,
  }),
};
