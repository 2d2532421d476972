import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::key-figure.key-figure');
