# audit7 — moves of invading monsters (5.13, 8.6, 7.5.2) meeting the interrupt and check-timing rule
# processes (11.1–11.5), replacement effects (10.9) and 逆襲 (12.7); from the JP rules 1.04 alone.
Feature: audit7 moves and rule processes — an invasion's parts, crushes, reshuffles and replacements

  # 8.6.1.1/8.6.1.2 + 2.8.1 + 11.3.2/11.3.3 + 11.1.2.1 + 12.7.1/12.7.2: SD01-012's icon is 2, so A's monster
  # advances twice: into zone 7, where the interrupt crush destroys BP03-060 at once, then into 8. At the
  # check timing BP03-060's 逆襲 reduces B's rage 2→1. Discard: SD01-012 and BP03-060.
  Scenario: An invasion of two crushes a counterattacking card on the way and then goes on
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "BP03-060" in zone 7
    Given player B's rage is 2
    Given player A's hand is "SD01-012"
    When player A invades discarding "SD01-012"
    Then player A's invading monster is "SD01-001" in zone 8
    Then player A's zone 7 is empty
    Then player B's rage is 1
    Then player A's discard pile has 2 cards
    Then the trace shows, in order:
      | rule | card     | player |
      | 11.3 | BP03-060 | A      |
      | 12.7 | BP03-060 | A      |

  # 5.13.1.1/5.13.1.1.2/5.13.1.1.2.1 + 8.6.1.1: from zone 7 an invasion of icon 2 first advances into 8,
  # then advances from 8 by invasion with B's zone 8 empty: A wins by invasion.
  Scenario: An invasion of two from zone 7 wins by invasion
    Given player A's invading monster is "SD01-001" in zone 7
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's hand is "SD01-012"
    When player A invades discarding "SD01-012"
    Then player A wins the game by invasion

  # 5.13.1.1.1 + 12.3.2/12.3.2.1 + 12.3.1: the same invasion with SD01-008 in B's zone 8: the first advance
  # (7→8) happens, the second does not. A's monster advanced by invasion, so BP01-041's 進攻時 (destroy one of
  # B's rank ≤4 battle cards) triggers and destroys SD01-008 — too late for the advance. No winner.
  Scenario: A battle card in the opponent's zone 8 stops the second step and is destroyed after it
    Given player A's invading monster is "BP01-041" in zone 7
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "SD01-008" in zone 8
    Given player A's hand is "SD01-012"
    When player A invades discarding "SD01-012"
    Then player A's invading monster is "BP01-041" in zone 8
    Then player B's zone 8 is empty
    Then player B's discard pile has 1 card
    Then the game is not over

  # 5.13.1.1/5.13.1.1.1 + 1.2.1.1: BP01-030 advances B's monster, which is in zone 8; an advance from 8 that
  # is not an invasion does not happen: B stays in zone 8 and nobody wins.
  Scenario: An effect's advance from zone 8 is no invasion and does not win
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 8
    Given player A's hand is "BP01-030"
    When player A activates "BP01-030"
    Then player B's invading monster is "SD01-001" in zone 8
    Then the game is not over

  # 7.5.1 + 12.1.1/10.1.1.1 + 5.13.1 + 11.3.2/11.3.3 + 7.5.2: A invaded this turn, so at A's end phase start
  # BP01-012 advances B's monster 7→8, where B's own SD01-008 stands: the crush destroys it (its master B);
  # then 7.5.2 advances A's monster 4→5.
  Scenario: An end-phase advance of the opponent's monster crushes the opponent's own battle card
    Given player A's invading monster is "BP01-012" in zone 3
    Given player B's invading monster is "SD01-001" in zone 7
    Given player B has "SD01-008" in zone 8
    Given player A's hand is "SD01-008"
    Given player A's deck is "SD01-009" x10
    Given player B's deck is "SD01-009" x10
    When player A invades discarding "SD01-008"
    When player A ends the main phase
    Then it is player B's turn
    Then player B's invading monster is "SD01-001" in zone 8
    Then player B's zone 8 is empty
    Then player B's discard pile contains "SD01-008"
    Then player A's invading monster is "BP01-012" in zone 5

  # 7.5.2 + BP02-056 (「これがエンドフェイズに前進する際、あなたのエリアにいる「結晶体」の枚数分、追加で前進する」)
  # + 9.1.1.1 + 5.13.1.1.1: three 結晶体 tokens make the end-phase advance 1+3 steps from zone 5: 6, 7, 8, and
  # the fourth from 8 is no invasion: it does not happen and A does not win.
  Scenario: Extra end-phase advances counted by tokens stop at zone 8 without a win
    Given player A's invading monster is "BP02-056" in zone 5
    Given player B's invading monster is "SD01-003" in zone 1
    Given player A has "結晶体" in zone 1
    Given player A has "結晶体" in zone 2
    Given player A has "結晶体" in zone 3
    Given player A's deck is "SD01-008" x10
    Given player B's deck is "SD01-008" x10
    When player A ends the main phase
    Then it is player B's turn
    Then player A's invading monster is "BP02-056" in zone 8
    Then the game is not over

  # 5.13.1.2.1 + 4.4.5.3/4.4.5.3.1: BP01-078 (advance to zone 6) with A's monster already in zone 6 does
  # nothing; so BP01-037's 「これが前進するたび、手札の戦略カードを１枚捨てることで怒り+1」 never triggers.
  Scenario: Advancing to the zone the monster is in is no advance and triggers nothing
    Given player A's invading monster is "BP01-037" in zone 6
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's hand is "BP01-078", "BP01-061"
    When player A activates "BP01-078"
    Then player A's invading monster is "BP01-037" in zone 6
    Then player A's hand contains "BP01-061"
    Then player A's rage is 0

  # 7.2.2 + 5.4.2 + 11.2.1/11.2.2/11.2.3 + 11.1.2.1: B's monster is rank III, A must draw 3 with 1 card in the
  # deck: after the first draw the deck is empty, the reshuffle (an interrupt) puts the 2 discarded cards into
  # the deck, and the draws go on. Hand 3, deck 0, discard 0.
  Scenario: The start-phase draw reshuffles the discard pile in the middle of drawing
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-003" in zone 1
    Given player A's hand is empty
    Given player A's deck is "SD01-008"
    Given player A's discard pile is "SD01-009" x2
    When the game runs until the main phase
    Then player A's hand has 3 cards
    Then player A's deck has 0 cards
    Then player A's discard pile has 0 cards

  # 11.1.2/11.1.2.1 + 11.3.2 + 5.13.1 + 12.7.1: BP02-019 first moves one of A's battle cards to an empty zone
  # (A moves SD01-008 from 1 to 2, leaving BP03-060 in 6), then — A invaded this turn — advances A's monster
  # 5→6: the crush interrupts and destroys BP03-060; its 逆襲 then reduces B's rage 2→1.
  Scenario: An effect's advance crushes in the middle of the effect and the counterattack follows
    Given player A's invading monster is "SD01-001" in zone 4
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-008" in zone 1
    Given player A has "BP03-060" in zone 6
    Given player B's rage is 2
    Given player A's hand is "SD01-008", "BP02-019"
    Given player A will choose "SD01-008"
    Given player A will choose zone 2
    When player A invades discarding "SD01-008"
    When player A activates "BP02-019"
    Then player A has "SD01-008" in zone 2
    Then player A's zone 6 is empty
    Then player A's invading monster is "SD01-001" in zone 6
    Then player B's rage is 1

  # 11.1.2.2 + 11.5.1 + 10.4.3.1 + 12.2.1: A plays BP01-045 onto zone 3 where SD01-008 already is. At the
  # check timing the rule processes come first: the duplicate process destroys SD01-008 (the older); only then
  # does BP01-045's 出現時 resolve and count A's other battle cards: BP01-016 alone (1 < 2), so B's rage stays 2.
  Scenario: The duplicate process runs before the new card's enter ability counts the other cards
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-008" in zone 3
    Given player A has "BP01-016" in zone 4
    Given player B's rage is 2
    Given player A's hand is "BP01-045"
    When player A plays "BP01-045" to zone 3
    Then player A has "BP01-045" in zone 3
    Then player A's discard pile contains "SD01-008"
    Then player B's rage is 2

  # 10.9.2/10.9.2.2 + 10.9.2.3 + 10.9.1.1 + 5.15.1.1: A's counter power 13000 + 15000 (BP02-067: B has a
  # ＜ゴジラ＞ card) + 10000 (SD01-012 in zone 8) = 38000 ≥ 34000 counters B's BP01-038. Two replacements fit:
  # BP01-038 (≤50000: only moves) and B's BP01-066 (B's opponent's turn, ≤40000: only moves). B, whose monster
  # it is, chooses which applies first (10.9.2.2); after it the counter no longer happens, so the other cannot
  # apply (10.9.2.3): B's monster moves 7→4 and stays BP01-038. (Either order gives the same board: no answer
  # is scripted.)
  Scenario: Two replacements of one counter: the monster's master picks one and it only moves
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "BP01-038" in zone 7
    Given player A has "SD02-013" in zone 5
    Given player A has "BP02-067" in zone 6
    Given player A has "SD01-012" in zone 8
    Given player B has "BP01-066" in strategy zone 1
    When the game runs until the end phase
    Then player B's invading monster is "BP01-038" in zone 4
    Then the game is not over

  # 11.3.2 + 10.9.1 + 4.1.7: A's monster invades into zone 4 where SD01-011 is: the crush would destroy it,
  # its replacement puts it at the bottom of A's deck instead. Deck 2+1, discard only the invasion's card.
  Scenario: A crushed card that replaces its destruction goes to the deck's bottom
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-011" in zone 4
    Given player A's hand is "SD01-008"
    Given player A's deck is "SD01-009" x2
    When player A invades discarding "SD01-008"
    Then player A's invading monster is "SD01-001" in zone 4
    Then player A's deck has 3 cards
    Then player A's discard pile has 1 card

  # 10.9.2.3 + 10.9.1 + 5.15.1.2.1: the same two replacements with 62000 (13000 + 15000 + 10000 + 10000 +
  # BP01-075's 5000 + 3×3000): above 50000 and above 40000, so neither replaces the counter — two thresholds
  # are two replacements, not one of 90000. B's monster moves 7→4, B's monster deck is empty: A wins by counter.
  Scenario: Two "not countered by N or less" replacements do not add up to a higher threshold
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "BP01-038" in zone 7
    Given player A's rage is 3
    Given player A has "BP01-075" in zone 4
    Given player A has "SD02-013" in zone 5
    Given player A has "BP02-067" in zone 6
    Given player A has "BP01-073" in zone 7
    Given player A has "SD01-012" in zone 8
    Given player B has "BP01-066" in strategy zone 1
    When the game runs until the end phase
    Then player A wins the game by counter

  # 7.4.3 + 5.15.1.1 + 11.3.2/11.3.3 + 12.7.1 + 10.4.3.3: B's monster in zone 7 is countered (13000 ≥ 6000) and
  # moves back to zone 4, where B's own BP03-060 stands: the crush destroys it. B then takes SD01-002 (5.15.1.2).
  # At the check timing BP03-060's 逆襲 (B's) reduces A's rage 2→1.
  Scenario: A countered monster moving back crushes its own counterattacking card
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 7
    Given player B's monster deck is "SD01-002"
    Given player A's rage is 2
    Given player A has "SD02-013" in zone 5
    Given player B has "BP03-060" in zone 4
    When the game runs until the end phase
    Then player B's invading monster is "SD01-002" in zone 4
    Then player B's zone 4 is empty
    Then player B's discard pile contains "BP03-060"
    Then player A's rage is 1

  # 5.15.1.2 + 5.11.2 + 12.2.1/12.2.2 + 7.4.4 + 10.4.3.3: the monster card that becomes B's invading monster after
  # the counter appears (5.11.2), so SD02-002's 出現時 (destroy one of A's rank ≤4 battle cards) triggers and B
  # plays it at the counter phase's check timing: SD01-008 goes, SD02-013 (8) stays.
  Scenario: The monster that replaces a countered one appears and its enter ability strikes back
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD02-001" in zone 1
    Given player B's monster deck is "SD02-002"
    Given player A has "SD02-013" in zone 5
    Given player A has "SD01-008" in zone 6
    When the game runs until the end phase
    Then player B's invading monster is "SD02-002" in zone 1
    Then player A's zone 6 is empty
    Then player A has "SD02-013" in zone 5

  # 8.6.1.2 + 5.13.1.1.1 + 5.13.3 + BP02-079 (「このターンあなたの怪獣カードが進攻で前進したエリアの数により」): the
  # invasion of icon 2 from zone 7 moves only once (B's zone 8 holds SD01-008), so the count is 1, not 2: B's
  # rank ≤4 battle cards go (SD01-008, SD01-009), BP01-053 (rank 5) stays.
  Scenario: An invasion stopped after one step counts one zone for a later effect
    Given player A's invading monster is "SD01-001" in zone 7
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B has "SD01-008" in zone 8
    Given player B has "SD01-009" in zone 2
    Given player B has "BP01-053" in zone 3
    Given player A's hand is "SD01-012", "BP02-079"
    When player A invades discarding "SD01-012"
    When player A activates "BP02-079"
    Then player B's zone 8 is empty
    Then player B's zone 2 is empty
    Then player B has "BP01-053" in zone 3

  # 8.3.1 + BP01-033 (「このターンあなたの怪獣カードが進攻したエリア１つにつき、等級を－１して手札から発動できる」):
  # A's invasion of icon 2 went 4→5→6: rank 8 − 2 = 6 ≤ 6, so it can be activated. It destroys every battle
  # card of each player: B's SD01-008 goes to the discard pile, A's SD01-011 is put on A's deck bottom instead.
  Scenario: A strategy card made cheaper by the zones invaded this turn sweeps both sides
    Given player A's invading monster is "SD01-001" in zone 4
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD01-011" in zone 2
    Given player B has "SD01-008" in zone 3
    Given player A's hand is "SD01-012", "BP01-033"
    Given player A's deck is "SD01-009" x2
    When player A invades discarding "SD01-012"
    When player A activates "BP01-033"
    Then player A's zone 2 is empty
    Then player A's deck has 3 cards
    Then player B's discard pile contains "SD01-008"

  # 8.3.1 + 1.3.2: the same card after an invasion of icon 1 (4→5): 8 − 1 = 7 > 5, so it cannot be activated.
  Scenario: With one zone invaded the same strategy card is still too high
    Given player A's invading monster is "SD01-001" in zone 4
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's hand is "SD01-008", "BP01-033"
    When player A invades discarding "SD01-008"
    When player A tries to activate "BP01-033"
    Then the action is refused by rule 8.3.1
