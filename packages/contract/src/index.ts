export * from './common';
export * from './roles';
export * from './sys-auth';
export * from './sys-dict';
export * from './sys-menu';
export * from './sys-const';
export * from './validators';
