import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::field-of-study.field-of-study');
