// ESLint parser for our TypeScript: Babel's parser with the TypeScript plugin, plus JSX for .tsx only
// (in .ts files `<T>(x: T) => x` must stay a generic). One module so that eslint-plugin-import, which
// parses imported files with the importing file's options, picks the right plugins per file too.
import babelParser from '@babel/eslint-parser';

function optionsFor(filePath, options) {
  const jsx = /\.[jt]sx$/.test(filePath ?? '');
  return {
    ...options,
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins: jsx ? ['typescript', 'jsx'] : ['typescript'] } },
  };
}

export const meta = { name: 'shangji-babel-ts' };
export function parseForESLint(code, options = {}) {
  return babelParser.parseForESLint(code, optionsFor(options.filePath, options));
}
export function parse(code, options = {}) {
  return parseForESLint(code, options).ast;
}
