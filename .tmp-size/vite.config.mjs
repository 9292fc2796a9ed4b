export default {
  logLevel: 'error',
  build: { minify: true, emptyOutDir: true, outDir: 'out', lib: { entry: { a: 'a.ts', b: 'b.ts', c: 'c.ts' }, formats: ['es'] }, rollupOptions: {} },
};
