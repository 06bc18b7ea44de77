/**
 * The console's API client (DESIGN.md sections 2 and 5): typed calls by endpoint of the table (./call),
 * their query options (./query), the transport core with the error catalogue (./transport) and its fetch
 * and file adapters (./fetch, ./transfer).
 */
export { type CallOptions, call, download, type UploadCallOptions, upload } from './call';
export { endpointQuery, queryKeyOf, useInvalidate } from './query';
export { type DownloadedFile, saveBlob, type UploadProgress } from './transfer';
export { CLIENT_ERROR_CODE, isRequestError, RequestError, type RequestErrorKind } from './transport';
export { routes } from '@edu/shared/api/routes';
