/** Kitchens with a team: roles and what each may do. */
export * from './roles';
export * from './changedBy';
export * from './membership';
export * from './invitationPath';
export * from './organisationMembership';
