import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::field-of-study.field-of-study');
