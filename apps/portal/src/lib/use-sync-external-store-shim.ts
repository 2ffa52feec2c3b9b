// What `use-sync-external-store/shim` gives (react-i18next imports it): React 18 and later have the hook, so the
// package's fallback for older React, which the shim bundles beside the check for the real one, is never needed.
export { useSyncExternalStore } from 'react';
