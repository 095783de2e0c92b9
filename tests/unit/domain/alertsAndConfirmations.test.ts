import { confirmations, messages, removeFriendConfirmation } from '@potluck/domain';
import { describe, expect, it } from 'vitest';

describe('spec wording', () => {
  it('keeps the exact alert and confirmation texts of SPEC §5 and §8', () => {
    expect(messages.commentTooShort).toBe('Comment is too short!');
    expect(messages.selectCookbook).toBe('Please select a cookbook!');
    expect(messages.alreadyInCookbook).toBe('This recipe is already in the cookbook.');
    expect(messages.invalidCredentials).toBe('Invalid credentials. Please try again.');
    expect(confirmations.deleteRecipe).toBe(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
    expect(confirmations.removeRecipe).toBe('Are you sure you want to remove this recipe?');
  });

  it('names the friend in the remove-friend confirmation, in the spec spelling', () => {
    expect(removeFriendConfirmation('ana')).toBe(
      "Remove @ana? You won't be able to send or recieve chats from this user any more.",
    );
  });
});
