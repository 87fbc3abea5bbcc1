// The rule the form and the island share for which of the two linked amounts is the question.
import { describe, it, expect } from 'vitest';
import { pickAmount } from './calculator.js';

describe('pickAmount', () => {
  it('takes the amount typed on a first visit, whichever field it is in', () => {
    expect(pickAmount({ send: '1000', receive: '', side: 'send', shown: '' })).toEqual({ amount: '1000', side: 'send' });
    expect(pickAmount({ send: '', receive: '50', side: 'send', shown: '' })).toEqual({ amount: '50', side: 'receive' });
  });

  it('keeps the side the page computed from when only that amount or the destination changed', () => {
    expect(pickAmount({ send: '2000', receive: '18,84', side: 'send', shown: '18,84' })).toEqual({ amount: '2000', side: 'send' });
    expect(pickAmount({ send: '1.029,10', receive: '20', side: 'receive', shown: '1.029,10' })).toEqual({ amount: '20', side: 'receive' });
  });

  it('turns round when the amount the page filled in is typed over, or emptied', () => {
    expect(pickAmount({ send: '1000', receive: '100', side: 'send', shown: '18,84' })).toEqual({ amount: '100', side: 'receive' });
    expect(pickAmount({ send: '500', receive: '20', side: 'receive', shown: '1.029,10' })).toEqual({ amount: '500', side: 'send' });
    expect(pickAmount({ send: '1000', receive: '', side: 'send', shown: '18,84' })).toEqual({ amount: '1000', side: 'send' });
  });

  it('reads a side it does not know as sending', () => {
    expect(pickAmount({ send: '7', side: 'sideways' })).toEqual({ amount: '7', side: 'send' });
  });
});
