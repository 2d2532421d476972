// The three requests a visitor can make (brochure, contact, registration): the CMS owns the list.
export { CRM_ACTIONS, type CrmAction, isCrmAction } from '../../cms/src/utils/crm-actions';
