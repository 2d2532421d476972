// Seed step: team members (shown on their campus).
import { type Ids, pick, type SeedContext } from '../context';
import { teamMembers } from '../data/team';
import { portraitSpecs } from '../images';

export const seedTeamMembers = async ({ upsert, image, drawAhead, progress }: SeedContext): Promise<Ids> => {
  const teamIds: Ids = new Map();
  const portraits = portraitSpecs(teamMembers);
  drawAhead(portraits);
  for (const [i, member] of teamMembers.entries()) {
    const photo = await image(portraits[i]);
    teamIds.set(
      member.key,
      await upsert('api::team-member.team-member', { name: member.name }, (lang) => ({
        name: member.name,
        role: pick(member.role, lang),
        bio: pick(member.bio, lang),
        photo,
      })),
    );
  }
  progress('team members', teamMembers.length);
  return teamIds;
};
