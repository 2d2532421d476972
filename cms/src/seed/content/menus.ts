// Seed step: the navigation bar and the footer menus.
import { pick, type SeedContext } from '../context';
import { menus } from '../data/menus';

export const seedMenus = async ({ upsert, progress }: SeedContext) => {
  for (const menu of menus) {
    await upsert('api::menu-enrichi.menu-enrichi', { type: menu.type }, (lang) => ({
      type: menu.type,
      title: pick(menu.title, lang),
      body: pick(menu.body, lang).map(({ component, ...entry }) => ({ __component: component, ...entry })),
    }));
  }
  progress('menus', menus.length);
};
