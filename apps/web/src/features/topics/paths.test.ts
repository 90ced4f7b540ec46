import { describe, expect, it } from 'vitest';
import { publishInTopicPath, topicPath, unreadText } from './paths';

describe('topic paths and badges', () => {
  it('links a topic and publishing in it', () => {
    expect(topicPath(7)).toBe('/pagesA/socialize/topic-detail?id=7');
    expect(publishInTopicPath(7)).toBe('/pages/socialize/dynamics-release?topic_id=7');
  });
  it('caps the unread badge at 99+', () => {
    expect(unreadText(5)).toBe('5');
    expect(unreadText(99)).toBe('99');
    expect(unreadText(100)).toBe('99+');
  });
});
