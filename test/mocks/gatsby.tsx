// Gatsby's runtime is not available under jest: GraphQL tags are inert, Link is a plain anchor,
// and static queries return what a test gives them.
import React from 'react';

const gatsby = jest.requireActual('gatsby');

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();

export const Link = jest.fn(
  ({ to, activeClassName, activeStyle, getProps, partiallyActive, replace, state, ...rest }: Record<string, unknown>) =>
    React.createElement('a', { ...rest, href: to }),
);

export default { ...gatsby, graphql, useStaticQuery, navigate, Link };
