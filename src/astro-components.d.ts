// What a .astro file is to code outside Astro's own checker (the container API in tests): a component.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
