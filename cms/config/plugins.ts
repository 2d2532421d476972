export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      // The site resizes every picture itself (gatsby-plugin-image): Strapi keeps only its
      // admin thumbnail instead of four extra sizes per upload.
      breakpoints: {},
    },
  },
});
