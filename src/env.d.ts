interface ImportMetaEnv {
  /** Set per build by src/integrations/build-id.ts. */
  readonly BUILD_ID: string;
}
