// Sends the visitor to another site (the CRM form). A module of its own so tests can observe it.
export const leaveSiteFor = (url: string) => {
  window.location.assign(url);
};
