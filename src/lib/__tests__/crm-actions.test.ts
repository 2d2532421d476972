// The site's CRM actions are the CMS's: its own list and the enum of its CRM link content type.
import { CRM_ACTIONS, isCrmAction } from '../crm-actions';
import { CRM_ACTIONS as CMS_CRM_ACTIONS } from '../../../cms/src/utils/crm-actions';
import crmLinkSchema from '../../../cms/src/api/crm-link/content-types/crm-link/schema.json';

describe('CRM actions', () => {
  it('are the CMS list and the enum of its CRM links', () => {
    expect([...CRM_ACTIONS]).toEqual([...CMS_CRM_ACTIONS]);
    expect([...CRM_ACTIONS]).toEqual(crmLinkSchema.attributes.action.enum);
  });

  it.each([
    ['brochure', true],
    ['registration', true],
    ['link', false],
    [undefined, false],
  ])('isCrmAction(%j) is %s', (value, expected) => {
    expect(isCrmAction(value)).toBe(expected);
  });
});
