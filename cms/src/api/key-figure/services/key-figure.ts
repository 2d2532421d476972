import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::key-figure.key-figure');
