import { useTestStorageEngine } from '@nanostores/persistent';

// Imported before a store module, so that the stores keep their values in the test engine and hear
// `setTestStorageKey` as they would hear another tab writing local storage.
useTestStorageEngine();
