/**
 * The menu's pickers, one package each (docs/command-line.md "The menu"). The build makes
 * this module a bundle of its own, dist/pickers.cjs, with its code cache (scripts/build.js):
 * the first picker then appears without Node walking the packages' ES modules.
 */
export { default as select } from '@inquirer/select';
export { default as input } from '@inquirer/input';
export { default as search } from '@inquirer/search';
export { default as checkbox } from '@inquirer/checkbox';
export { default as number } from '@inquirer/number';
export { default as confirm } from '@inquirer/confirm';
