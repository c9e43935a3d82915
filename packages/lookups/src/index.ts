export * from './currencies';
export * from './flags';
export * from './amount';
export * from './dates';
export * from './countries';
export * from './nationalities';
export * from './purpose-codes';
export * from './accounts';
