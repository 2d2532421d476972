// The message shown for each HTTP status on the error page (spec §8), as keys of the common dictionary.
export const errorMessageKey = (statusCode: number): string => {
  switch (statusCode) {
    case 400:
      return 'errors.status.400';
    case 401:
      return 'errors.status.401';
    case 403:
      return 'errors.status.403';
    case 404:
      return 'errors.notFound';
    case 500:
    case 503:
      return 'errors.status.500';
    case 504:
      return 'errors.status.504';
    default:
      return 'errors.status.other';
  }
};
