import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::job-profile.job-profile');
