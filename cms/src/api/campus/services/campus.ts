import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::campus.campus');
