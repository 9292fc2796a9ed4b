export default { logLevel: 'error', build: { minify: true, emptyOutDir: true, outDir: 'outb', lib: { entry: { b: 'b.ts' }, formats: ['es'] } } };
