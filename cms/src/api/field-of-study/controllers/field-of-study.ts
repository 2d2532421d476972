import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::field-of-study.field-of-study');
