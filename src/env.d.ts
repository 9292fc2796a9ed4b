interface ImportMetaEnv {
  /** Set per build by src/integrations/build-id.ts. */
  readonly BUILD_ID: string;
}

/** A message set of one locale's catalogue (src/lib/message-sets.ts) as `virtual:messages/<set>-<locale>`, built by the plugin in astro.config.mjs. */
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
