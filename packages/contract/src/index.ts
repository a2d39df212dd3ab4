// @kitsmith/contract: route contracts (method, path, auth, schemas, error codes)
// and the product rules more than one app applies.
export * from './rules/index.ts';
export * from './routes/index.ts';
