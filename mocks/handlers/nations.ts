// Nations and their members. {id} is the nation's id or name.
//
// GET    /nations/my-memberships -> { success, memberships: Membership[] }  (the caller's; 0 or 1)
// GET    /nations                -> { success, nations: Nation[] }  (active first, then activity, size)
// GET    /nations/{id}           -> { success, nation: Nation }
// POST   /nations {name, abbreviation, description?, founderId} -> 201 { success, nation, message }
// PUT    /nations/{id} {name?, abbreviation?, description?, editedBy} -> { success, nation, message }
// POST   /nations/{id}/members {playerId, invitedBy}  -> 201 { success, nation, message }
// DELETE /nations/{id}/members/{member}  officers remove; a member naming themself leaves
//        -> { success, message }
// PUT    /nations/{id}/members/{member}/promote {promotedBy} -> { success, nation, message }
// PUT    /nations/{id}/members/{member}/demote  {demotedBy}  -> { success, nation, message }
// POST   /nations/{id}/icon/upload  multipart `image` -> { success, imageUrl, message }

import { http } from 'msw'
import { missing } from '../rules/errors'
import type { Membership, Nation, ProfilePictureUploadResponse } from '@/api/types'
import { liveWorld } from '../rules/live'
import {
  addMember,
  demote,
  editNation,
  foundNation,
  promote,
  removeMember,
  requireMember,
  requireNation,
} from '../rules/nations'
import { requireLivingActor, requireNationOfficer } from '../rules/permissions'
import { lower } from '../rules/world'
import { toMembership, toNation } from './economy-dto'
import { ownerNames } from './identity-dto'
import { actorOf, requireActorFields, requireId, send } from './economy-route'
import { idempotent } from './idempotent'
import { keptAnswer } from './kept-answer'
import {
  API,
  compareText,
  findCharacter,
  optionalString,
  pathParam,
  readJson,
  requireString,
  withAuth,
} from './http'
import { replaceImage, saveUpload } from '../rules/uploads'
import { readImageUpload } from './uploads'

const NAME_MAX = 48
const DESCRIPTION_MAX = 1000

type NationAnswer = { success: boolean; nation: Nation; message: string }

export const nationsHandlers = [
  http.get(
    `${API}/nations/my-memberships`,
    withAuth(({ caller }) => {
      const world = liveWorld()
      const membership = world.membership(caller.characterName)
      const memberships = membership
        ? [toMembership(world, membership)].filter((m): m is Membership => !!m)
        : []
      return send<{ success: boolean; memberships: Membership[] }>({ memberships })
    }),
  ),
  http.get(
    `${API}/nations`,
    withAuth(() =>
      keptAnswer('nations', () => {
        const world = liveWorld()
        const owners = ownerNames()
        const nations: Nation[] = world
          .liveNations()
          .map((n) => toNation(world, n, owners))
          .sort(
            (a, b) =>
              Number(b.isActive) - Number(a.isActive) ||
              b.activityPercentage - a.activityPercentage ||
              b.totalMembers - a.totalMembers ||
              compareText(a.name, b.name),
          )
        return { nations }
      }),
    ),
  ),
  http.get(
    `${API}/nations/:id`,
    withAuth(({ params }) => {
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'id'))
      return send<{ success: boolean; nation: Nation }>({ nation: toNation(world, nation) })
    }),
  ),
  http.post(
    `${API}/nations`,
    withAuth(
      idempotent(async ({ request, caller }) => {
        const body = await readJson(request)
        const input = {
          name: requireString(body, 'name', { max: NAME_MAX }),
          abbreviation: requireString(body, 'abbreviation'),
          description: optionalString(body, 'description', { max: DESCRIPTION_MAX }),
        }
        const world = liveWorld()
        requireActorFields(caller, body, 'founderId')
        const nation = foundNation(world, actorOf(caller), input)
        return send<NationAnswer>({ nation: toNation(world, nation), message: `${nation.name} founded` }, 201)
      }),
    ),
  ),
  http.put(
    `${API}/nations/:id`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const change = {
        name: optionalString(body, 'name', { max: NAME_MAX }),
        abbreviation: optionalString(body, 'abbreviation'),
        description: optionalString(body, 'description', { max: DESCRIPTION_MAX }),
      }
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'id'))
      requireActorFields(caller, body, 'editedBy')
      editNation(world, actorOf(caller), nation, change)
      return send<NationAnswer>({ nation: toNation(world, nation), message: `${nation.name} updated` })
    }),
  ),
  http.post(
    `${API}/nations/:id/members`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const playerId = requireId(body, 'playerId')
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'id'))
      if (!findCharacter(playerId)) throw missing('Player not found')
      requireActorFields(caller, body, 'invitedBy')
      const membership = addMember(world, actorOf(caller), nation, playerId)
      return send<NationAnswer>(
        { nation: toNation(world, nation), message: `${membership.characterName} joined ${nation.name}` },
        201,
      )
    }),
  ),
  http.delete(
    `${API}/nations/:id/members/:member`,
    withAuth(async ({ request, params, caller }) => {
      const body = await readJson(request)
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'id'))
      const membership = requireMember(world, nation, pathParam(params, 'member'))
      requireActorFields(caller, body, 'removedBy')
      const leaving = !caller.isAdminPanel && lower(membership.characterName) === lower(caller.characterName)
      removeMember(world, actorOf(caller), nation, membership.characterName)
      return send<{ success: boolean; message: string }>({
        message: leaving
          ? `You left ${nation.name}`
          : `${membership.characterName} was removed from ${nation.name}`,
      })
    }),
  ),
  ...(['promote', 'demote'] as const).map((action) =>
    http.put(
      `${API}/nations/:id/members/:member/${action}`,
      withAuth(async ({ request, params, caller }) => {
        const body = await readJson(request)
        const world = liveWorld()
        const nation = requireNation(world, pathParam(params, 'id'))
        const membership = requireMember(world, nation, pathParam(params, 'member'))
        requireActorFields(caller, body, action === 'promote' ? 'promotedBy' : 'demotedBy')
        if (action === 'promote') promote(world, actorOf(caller), nation, membership.characterName)
        else demote(world, actorOf(caller), nation, membership.characterName)
        const verb = action === 'promote' ? 'is now an officer' : 'is now a citizen'
        return send<NationAnswer>({
          nation: toNation(world, nation),
          message: `${membership.characterName} ${verb}`,
        })
      }),
    ),
  ),
  http.post(
    `${API}/nations/:id/icon/upload`,
    withAuth(async ({ request, params, caller }) => {
      const image = await readImageUpload(request)
      const world = liveWorld()
      const nation = requireNation(world, pathParam(params, 'id'))
      const actor = actorOf(caller)
      requireLivingActor(actor)
      requireNationOfficer(world, actor, nation.id)
      const imageUrl = saveUpload(image, `nation-${nation.abbreviation}`, caller.characterName)
      replaceImage(nation, 'profilePictureUrl', imageUrl)
      return send<ProfilePictureUploadResponse>({
        imageUrl,
        message: 'Nation icon updated',
      })
    }),
  ),
]
