/** Bio share and Bio-AHVV level. */
export * from './bioShare';
