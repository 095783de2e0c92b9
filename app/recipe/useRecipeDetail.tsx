// Connects one recipe to the design system's RecipeDetail: the recipe detail machine (recipe, intolerances,
// like, add to cookbook, share) and the comments machine, their notices, and the chat hand-off for sharing.
import type { RecipeView } from '@potluck/client';
import { commentError, containedIntolerances } from '@potluck/domain';
import type { RecipeDetailProps } from '@potluck/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { commentsMachine, recipeDetailMachine } from '../../machines/index.ts';
import { RouterLink } from '../links.tsx';
import { useNotices } from '../notices.ts';
import { client, env } from '../services.ts';
import { openChat } from '../shell/openChat.ts';

/** `onChatOpened`: the recipe was shared with a friend and the chat opened (a modal steps aside for it). */
export function useRecipeDetail(
  recipeId: string,
  onChatOpened?: () => void,
): { props: RecipeDetailProps | null; failed: boolean } {
  const detail = useActorRef(recipeDetailMachine, {
    input: {
      client,
      recipeId,
      origin: env.origin,
      writeClipboard: env.writeClipboard,
      localStorage: env.localStorage,
      sessionStorage: env.sessionStorage,
    },
  });
  const comments = useActorRef(commentsMachine, { input: { client, recipeId } });
  useNotices(detail);
  useNotices(comments);

  // Sharing with a friend stores the link and asks the chat to open with that friend (SPEC §4).
  useEffect(() => {
    const subscription = detail.on('chat.open', (event) => {
      openChat({ userId: event.userId });
      onChatOpened?.();
    });
    return () => subscription.unsubscribe();
  }, [detail, onChatOpened]);

  // The design system's share menu opens its friend picker by itself, so the friends are loaded up front:
  // the share region waits in its friend picker whenever it is not copying.
  const shareClosed = useSelector(detail, (snapshot) => snapshot.matches({ loaded: { share: 'closed' } }));
  useEffect(() => {
    if (!shareClosed) return;
    detail.send({ type: 'share.open' });
    detail.send({ type: 'share.friends' });
  }, [shareClosed, detail]);

  const d = useSelector(detail, (snapshot) => snapshot);
  const c = useSelector(comments, (snapshot) => snapshot);
  if (d.matches('failed')) return { props: null, failed: true };
  if (!d.context.recipe || d.matches('loading')) return { props: null, failed: false };

  // The client hands the full recipe view; the machine's own type names only the fields it reads.
  const recipe = d.context.recipe as unknown as RecipeView;
  const nutrientsShown = d.matches({ loaded: { nutrition: 'all' } })
    ? recipe.nutrients
    : recipe.nutrients.slice(0, 6);
  const commentsStatus =
    c.matches({ panel: 'collapsed' }) || c.matches({ panel: 'folded' })
      ? 'collapsed'
      : c.hasTag('loading')
        ? 'loading'
        : 'ready';

  const props: RecipeDetailProps = {
    recipe: {
      id: recipeId,
      title: recipe.title,
      image: recipe.image,
      servings: recipe.servings,
      readyInMinutes: recipe.readyInMinutes,
      author: recipe.owner?.username ? { username: recipe.owner.username } : null,
      ingredients: recipe.ingredients,
      supplies: recipe.supplies,
      steps: recipe.steps,
      nutrition: nutrientsShown,
    },
    intolerances: d.matches({ loaded: { intolerances: 'loading' } })
      ? { status: 'loading' }
      : { status: 'ready', contained: containedIntolerances(recipe, d.context.intolerances) },
    like: {
      liked: d.context.likes.liked,
      count: d.context.likes.likeCount,
      onToggle: () => detail.send({ type: 'like.toggle' }),
    },
    addToCookbook: {
      cookbooks: d.context.cookbooks.map((cookbook) => ({ id: cookbook._id, title: cookbook.title })),
      busy: d.matches({ loaded: { cookbook: 'adding' } }),
      onAdd: ({ cookbookId }) => {
        detail.send({ type: 'cookbook.select', cookbookId: cookbookId || null });
        detail.send({ type: 'cookbook.add' });
      },
    },
    share: {
      friends: d.context.friends.map((friend) => ({
        id: friend._id,
        username: friend.username,
        name: [friend.fName, friend.lName].filter(Boolean).join(' '),
        avatar: friend.profilePic,
      })),
      onCopyLink: () => {
        detail.send({ type: 'share.close' });
        detail.send({ type: 'share.open' });
        detail.send({ type: 'share.copyLink' });
      },
      onShareToFriend: ({ friendId }) => detail.send({ type: 'friend.choose', friendId }),
    },
    comments: {
      status: commentsStatus,
      comments: c.context.comments.map((comment) => ({
        id: comment._id,
        username: comment.username,
        text: comment.text,
        createdAt: comment.createdAt,
      })),
      visibleCount: c.context.visible,
      // The server's count, known before the comments are expanded (SPEC §4).
      count: c.context.count,
      authorUsername: recipe.owner?.username ?? null,
      posting: c.hasTag('busy'),
      onExpand: () => comments.send({ type: 'comments.expand' }),
      onCollapse: () => comments.send({ type: 'comments.collapse' }),
      onLoadMore: () => comments.send({ type: 'comments.loadMore' }),
      onPost: ({ text }) => {
        comments.send({ type: 'comment.change', text });
        comments.send({ type: 'comment.post' });
        return commentError(text) === null;
      },
    },
    Link: RouterLink,
  };
  return { props, failed: false };
}
