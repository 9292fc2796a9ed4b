import { useTestStorageEngine } from '@nanostores/persistent';

// Imported before a store module, so that the stores keep their values in the test engine and hear
// `setTestStorageKey` as they would hear another tab writing local storage.
// biome-ignore lint/correctness/useHookAtTopLevel: nanostores' storage switch, not a React hook
useTestStorageEngine();
