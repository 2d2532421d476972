// The UI strings a page loads: every page query asks for the `allLocale` of its namespaces with
// this fragment (gatsby-plugin-react-i18next reads `data.locales`).
import { graphql } from 'gatsby';

export const query = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
