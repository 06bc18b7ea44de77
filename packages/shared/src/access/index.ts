export * from './content';
export * from './org';
export * from './roles';
export * from './role-preview';
