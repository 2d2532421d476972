// The message shown for each HTTP status on the error page (spec §8), as dictionary keys.
export const errorMessageKey = (statusCode: number): string => {
  switch (statusCode) {
    case 400:
      return 'status.400';
    case 401:
      return 'status.401';
    case 403:
      return 'status.403';
    case 404:
      return 'notFound';
    case 500:
    case 503:
      return 'status.500';
    case 504:
      return 'status.504';
    default:
      return 'status.other';
  }
};
