import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::programme.programme');
