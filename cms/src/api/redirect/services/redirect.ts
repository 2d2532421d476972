import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::redirect.redirect');
