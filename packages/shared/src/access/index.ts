export * from './content';
export * from './org';
export * from './roles';
