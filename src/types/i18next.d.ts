// i18next is configured with `returnNull: false` (gatsby-config): tell TypeScript so.
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
