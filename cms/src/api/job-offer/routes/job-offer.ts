import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::job-offer.job-offer');
