/**
 * The favourites and follows limits (1,000 each, issue 14), reached by seeding the listener's
 * collection counts directly in the stack's table: the next heart or follow is refused with 422 and
 * a clear message, and nothing is stored.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { artistSlug, FAVORITES_PER_USER_MAX, FOLLOWING_PER_USER_MAX } from '../../shared/artists';
import { api, isLocalStack, registerAndLogin, localTable } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

describe.skipIf(!isLocalStack())('collection limits', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { keys } = await import('../../functions/data/keys');
  const ddb = localTable();

  it(`refuses the ${FAVORITES_PER_USER_MAX + 1}st favourite and follow with 422, storing nothing`, async () => {
    const listener = await registerAndLogin();
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: keys.collectionCounts(listener.user.id),
        UpdateExpression: 'SET favorites = :f, following = :g',
        ExpressionAttributeValues: { ':f': FAVORITES_PER_USER_MAX, ':g': FOLLOWING_PER_USER_MAX },
      }),
    );
    const song = (await api('listSongs', { query: { limit: 3, sort: 'price' } })).body[0]!;

    const heart = await api('addFavorite', { params: { songId: song.id }, token: listener.token });
    expect(heart.status).toBe(422);
    expect(heart.body.error).toBe(`You can keep at most ${FAVORITES_PER_USER_MAX} favourite songs. Remove one to add another.`);
    expect((await api('listFavorites', { token: listener.token })).body).toEqual([]);

    const follow = await api('followArtist', { params: { artist: artistSlug(song.artist) }, token: listener.token });
    expect(follow.status).toBe(422);
    expect(follow.body.error).toBe(`You can follow at most ${FOLLOWING_PER_USER_MAX} artists. Unfollow one to follow another.`);
    expect((await api('listFollowing', { token: listener.token })).body).toEqual([]);
  });
});
