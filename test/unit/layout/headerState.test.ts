import { HEADER_HIDE_AFTER } from '../../../shared/constants';
import { nextHeaderState } from '../../../client/layout/hooks';

describe('header state on scroll', () => {
  it('stays sticky up to HEADER_HIDE_AFTER px', () => {
    expect(nextHeaderState('sticky', HEADER_HIDE_AFTER, 10)).toBe('sticky');
    expect(nextHeaderState('hidden', 20, 400)).toBe('sticky');
  });
  it('hides when scrolling down beyond it', () => {
    expect(nextHeaderState('sticky', HEADER_HIDE_AFTER + 1, HEADER_HIDE_AFTER)).toBe('hidden');
  });
  it('shows again (hovering) when scrolling up', () => {
    expect(nextHeaderState('hidden', 500, 600)).toBe('hovering');
    expect(nextHeaderState('hovering', 500, 500)).toBe('hovering');
  });
});
