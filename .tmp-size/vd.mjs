export default {
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { minify: true, emptyOutDir: true, outDir: 'outd', lib: { entry: { d: 'd.ts' }, formats: ['es'] } },
};
