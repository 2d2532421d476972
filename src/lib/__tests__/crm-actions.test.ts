// The site's CRM actions are the CMS's: its own list, the enum of its CRM link content type and of
// the hero block's pop-in action.
import { CRM_ACTIONS, isCrmAction } from '../crm-actions';
import { CRM_ACTIONS as CMS_CRM_ACTIONS } from '../../../cms/src/utils/crm-actions';
import crmLinkSchema from '../../../cms/src/api/crm-link/content-types/crm-link/schema.json';
import heroSchema from '../../../cms/src/components/sections/hero.json';

describe('CRM actions', () => {
  it("are the CMS list, the enum of its CRM links and the hero's pop-in actions", () => {
    expect([...CRM_ACTIONS]).toEqual([...CMS_CRM_ACTIONS]);
    expect([...CRM_ACTIONS]).toEqual(crmLinkSchema.attributes.action.enum);
    expect([...CRM_ACTIONS]).toEqual(heroSchema.attributes.popinAction.enum);
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
