import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::key-figure.key-figure');
