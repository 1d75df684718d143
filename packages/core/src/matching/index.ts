export * from './batch';
export * from './fit';
export * from './lexical-vector';
export * from './rank';
export type * from './types';
export * from './embedding-text';
