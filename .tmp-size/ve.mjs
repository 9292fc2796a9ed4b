export default { logLevel: 'error', build: { minify: true, emptyOutDir: true, outDir: 'oute', lib: { entry: { c: 'c.ts' }, formats: ['es'] } } };
