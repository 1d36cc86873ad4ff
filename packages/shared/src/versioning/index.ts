/** Versioned documents: the one content comparison (sameContent) and the one version rule (versionVerdict). */
export * from './sameContent';
export * from './versionCheck';
