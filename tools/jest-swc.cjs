/**
 * The one TypeScript transform of every package's Jest config: @swc/jest (docs/testing.md, "Test time").
 * It strips the types of each file on its own, as ts-jest did with isolatedModules (the type check is
 * `pnpm typecheck`'s job), into CommonJS for Jest's runtime, and hoists `jest.mock` calls above the
 * imports. The settings follow tsconfig.base.json: ES2022 with class fields defined as in the standard,
 * imports only used as types dropped, and React's automatic JSX runtime where `jsx` is set (the web app).
 */
function swcOptions({ jsx = false, syntax = 'typescript' } = {}) {
  return {
    // No .swcrc anywhere; these options are the whole configuration.
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx: false },
      transform: {
        useDefineForClassFields: true,
        ...(jsx ? { react: { runtime: 'automatic' } } : {}),
      },
    },
  };
}

/**
 * Jest's `transform` entries for TypeScript files; with `jsx`, .tsx files are read as TSX with React's
 * automatic runtime. A .ts file is never read as TSX: there `<T>(x: T) => x` is a generic, not an element.
 */
function typescriptTransform({ jsx = false } = {}) {
  if (!jsx) return { '^.+\\.ts$': ['@swc/jest', swcOptions()] };
  return {
    '^.+\\.ts$': ['@swc/jest', swcOptions()],
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ jsx: true })],
  };
}

/** Jest's `transform` entry for ES-module-only JavaScript packages in node_modules. */
function javascriptTransform() {
  return { '^.+\\.js$': ['@swc/jest', swcOptions({ syntax: 'ecmascript' })] };
}

module.exports = { typescriptTransform, javascriptTransform };
