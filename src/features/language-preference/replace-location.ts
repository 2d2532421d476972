// Sends the visitor to another page of the site without leaving the current one in the history
// (the back button then skips it). A module of its own so tests can observe it.
export const replaceLocation = (url: string) => {
  window.location.replace(url);
};
