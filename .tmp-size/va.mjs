export default { logLevel: 'error', build: { minify: true, emptyOutDir: true, outDir: 'outa', lib: { entry: { a: 'a.ts' }, formats: ['es'] } } };
