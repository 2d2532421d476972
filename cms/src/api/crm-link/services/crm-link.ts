import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::crm-link.crm-link');
