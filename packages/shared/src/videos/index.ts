/** Videos of the Mediathek: which are shown and in which order, YouTube ids, the admin form. */
export * from './videos';
export * from './youtube';
export * from './videoForm';
