import { errorResponses, profile, profileUpdateBody, publicProfile, usernameParams } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../errors.ts';
import { imageBodyLimit, resolveImageInput } from '../images.ts';
import { publicOrigin, storedImage } from '../plugins/imageUrls.ts';
import type { MemberRow } from '../repositories/memberRepository.ts';

// Your profile (with your units: null until you choose), someone else's (without their intolerances: health data
// stays private), and profile edits.

function shape(row: MemberRow) {
  const { id, ...fields } = row;
  return { _id: id, userId: id, userInfo: id, ...fields };
}

export default async function profileRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { members, friends } = app;

  const ownProfile = async (id: string) =>
    shape((await members.profileById(id)) ?? notFound('Member not found'));

  route.get(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: { tags: ['profile'], response: { 200: profile, ...errorResponses(401, 404) } },
    },
    async (request) => ownProfile(request.member.id),
  );

  route.get(
    '/api/profile/:username',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        params: usernameParams,
        response: { 200: publicProfile, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const me = request.member;
      const row = (await members.profileByUsername(request.params.username)) ?? notFound('Member not found');
      // Intolerances are health data and the units a preference of theirs: both stay private.
      const { intolerances: _private, units: _preference, ...visible } = shape(row);
      return { ...visible, relation: await friends.relation(me.id, row.id) };
    },
  );

  route.put(
    '/api/profile/update',
    {
      config: { access: 'member' },
      bodyLimit: imageBodyLimit,
      schema: {
        tags: ['profile'],
        body: profileUpdateBody,
        response: { 200: profile, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      const me = request.member;
      const current = (await members.profileById(me.id)) ?? notFound('Member not found');
      const { profilePic, coverImage, ...text } = request.body;
      // The pictures come back as the absolute URLs we answered when unchanged.
      const origin = publicOrigin(request, app.config);
      await members.updateProfile(me.id, {
        ...text,
        profilePic: await resolveImageInput(
          app.db,
          storedImage(origin, profilePic),
          current.profilePic,
          'profilePic',
        ),
        coverImage: await resolveImageInput(
          app.db,
          storedImage(origin, coverImage),
          current.coverImage,
          'coverImage',
        ),
      });
      return ownProfile(me.id);
    },
  );
}
