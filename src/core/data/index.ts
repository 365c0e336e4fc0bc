/**
 * Game data from the army builder (docs/game-data.md): troopers, weapons and their range
 * bands, skills as words. Pure: the CLI reads the files and hands over their text.
 */
export * from './distance.js';
export * from './metadata.js';
export * from './names.js';
export * from './units.js';
export * from './weapons.js';
export * from './files.js';
export * from './side.js';
