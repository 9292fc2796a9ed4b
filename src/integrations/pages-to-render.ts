import type { AstroIntegration } from 'astro';
import { pagesToRenderLine } from '../server/publish/build-progress.ts';

/**
 * Prints how many pages the build will render once every route has listed its pages (Astro lists them
 * all before rendering the first), so that a publish can show "120/715" rather than a bare count. It
 * wraps Astro's own prerenderer, which counts as an adapter's prerenderer: Astro then leaves its
 * prerender entry out of the build, so the entry is put back for the wrapped one.
 */
export function pagesToRender(): AstroIntegration {
  return {
    name: 'pages-to-render',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          async getStaticPaths() {
            const paths = await prerenderer.getStaticPaths();
            console.log(pagesToRenderLine(paths.length));
            return paths;
          },
        }));
      },
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target === 'server') updateConfig({ environments: { prerender: { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } } } });
      },
    },
  };
}
