// React and React DOM as ES modules in the client build. Their packages are CommonJS: left as they are,
// every chunk that uses React turns the module object into a namespace at run time and reaches each hook
// and `jsx` through it (`(0,r.jsx)(…)`, `(0,r.useState)(…)`), in each of some seventy chunks. Here the
// client build imports React through small modules that name each export once, so a chunk imports `jsx`
// or `useState` as a binding of its own, as it would from any ES module. Only the module code changes:
// the same React runs (the facade reads each export from React's own module object).
//
// The names are React 19.2's exports; an import of a name missing here fails the build (not the page).
import type { Plugin } from 'vite';

/** Each facaded specifier and the names it exports. */
export const REACT_EXPORTS: Record<string, string[]> = {
  react: [
    'Activity',
    'Children',
    'Component',
    'Fragment',
    'Profiler',
    'PureComponent',
    'StrictMode',
    'Suspense',
    'cache',
    'cacheSignal',
    'cloneElement',
    'createContext',
    'createElement',
    'createRef',
    'forwardRef',
    'isValidElement',
    'lazy',
    'memo',
    'startTransition',
    'unstable_useCacheRefresh',
    'use',
    'useActionState',
    'useCallback',
    'useContext',
    'useDebugValue',
    'useDeferredValue',
    'useEffect',
    'useEffectEvent',
    'useId',
    'useImperativeHandle',
    'useInsertionEffect',
    'useLayoutEffect',
    'useMemo',
    'useOptimistic',
    'useReducer',
    'useRef',
    'useState',
    'useSyncExternalStore',
    'useTransition',
    'version',
  ],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  'react-dom': ['createPortal', 'flushSync', 'preconnect', 'prefetchDNS', 'preinit', 'preinitModule', 'preload', 'preloadModule', 'requestFormReset', 'unstable_batchedUpdates', 'useFormState', 'useFormStatus', 'version'],
  'react-dom/client': ['createRoot', 'hydrateRoot', 'version'],
};

const REACT_ITSELF = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The id prefix of the facade modules (the chunk groups put them with React). */
export const FACADE_PREFIX = '\0react-esm:';

/** The facade's code for one specifier: each export read once from React's module object. */
export const facadeCode = (specifier: string, names: string[]) =>
  [`import * as m from ${JSON.stringify(specifier)};`, ...names.map((name) => `export const ${name} = /* @__PURE__ */ (() => m.${name})();`), 'export default m.default;', ''].join('\n');

export const reactEsm = (): Plugin => ({
  name: 'react-esm',
  // The client build only: the prerender's server build and the tests run React as Node loads it.
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  enforce: 'pre',
  resolveId(source, importer) {
    // React DOM's own require('react') gets React itself: it reads internals the facade does not name.
    if (!Object.hasOwn(REACT_EXPORTS, source) || !importer || importer.startsWith(FACADE_PREFIX) || REACT_ITSELF.test(importer)) return null;
    return FACADE_PREFIX + source;
  },
  load(id) {
    if (!id.startsWith(FACADE_PREFIX)) return null;
    const specifier = id.slice(FACADE_PREFIX.length);
    return facadeCode(specifier, REACT_EXPORTS[specifier]!);
  },
});
