/**
 * Versioned documents: the one content comparison (sameContent), the one version rule (versionVerdict)
 * and its form for the Verwaltung's entries (entryVerdict).
 */
export * from './sameContent';
export * from './versionCheck';
export * from './entryVersion';
export * from './dayMerge';
