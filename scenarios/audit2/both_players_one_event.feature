Feature: Audit 2: one event, abilities of both players, and what the first one changes

  Written from the JP 1.04 text before reading the engine (issue 19, second audit).
  Each expected outcome was derived by hand, with the rules cited beside it, before
  the scenario was first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy       | battle   | 5    | red   | Weapon |        | 1000    | 1        |      |
      | Wall        | battle   | 1    | red   | Weapon |        | 5000    | 1        |      |
      | Rock        | battle   | 1    | red   | Weapon |        | 10000   | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Flusher     | battle   | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】相手は自分の捨て札をすべて山札に戻してシャッフルする。 |

  @rule-7.4.1 @rule-10.4.3.2 @rule-10.4.3.3 @rule-3.4.5 @rule-7.4.3
  Scenario: The non-turn player raises its rage at the counter phase's start and is not countered
    Given it is the counter phase
    And player A's invading monster is "BP01-001" in zone 1
    And player A's deck is "Godzilla II", "Tank"
    And player A has "Big" in zone 2
    And player B's invading monster is "BP03-002" in zone 4
    And player B's monster deck is "SD01-003"
    And player B's hand is "Heavy"
    And player B will choose yes
    When the game runs until the end phase
    # 7.4.1: both "at the beginning of the counter phase" abilities wait; 10.4.3.2: A's
    # (turn player) BP01-001 first: it mills Godzilla II, a monster: A's rage 1.
    # 10.4.3.3: then B's BP03-002 (opponent's turn, 覚醒4 with B's monster in zone 4):
    # B discards Heavy (rank 5) and its rage becomes 1. 7.4.2: A's total 15000;
    # 3.4.5: B's threat 14000 + 5000 = 19000 > 15000, so 7.4.3 counters nothing.
    Then player B's rage is 1
    And player B's hand has 0 cards
    And player B's invading monster is "BP03-002" in zone 4
    And player A's rage is 1
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP01-001 | A      |
      | 10.4.3.3 | BP03-002 | B      |
    And the trace does not show rule 5.15.1.2

  @rule-7.4.4 @rule-10.4.3.2 @rule-5.15.1.2 @rule-5.11.2
  Scenario: After a counter, the counterer's ability resolves before the new monster's 【出現時】 looks at the board
    Given it is the counter phase
    And player A's invading monster is "BP01-043" in zone 4
    And player A's discard pile is "Godzilla" x5
    And player A's rage is 1
    And player A has "Big" in zone 2
    And player B's invading monster is "BP01-012" in zone 1
    And player B's monster deck is "BP01-013"
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3
    And player B has "Tank" in zone 4
    And player B has "Tank" in zone 5
    When the game runs until the end phase
    # 7.4.3: 15000 >= 13000, B's monster is countered; 5.15.1.2: BP01-013 (rank III,
    # shares ゴジラ) is B's new monster and appears (5.11.2): its 【出現時】 waits, and so
    # does A's BP01-043 (覚醒4, "when you countered"). 7.4.4 check timing, 10.4.3.2: A's
    # first: 5 monster cards in A's discard pile, so B's four rank-1 battle cards are
    # destroyed. 10.4.3.3: B's 【出現時】 now counts 0 battle cards (< 4): A's rage stays 1.
    Then player B's invading monster is "BP01-013" in zone 1
    And player B's zone 2 is empty
    And player B's zone 5 is empty
    And player A's rage is 1
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP01-043 | A      |
      | 10.4.3.3 | BP01-013 | B      |

  @rule-8.4.1 @rule-10.4.3.2 @rule-10.6.7 @rule-1.3.2
  Scenario: Both players watch A's rage go up; A destroys 大コンドル first, whose own ability then does nothing
    Given player A's invading monster is "BP01-003" in zone 1
    And player A's hand is "Godzilla II"
    And player A's deck is "Godzilla", "Tank"
    # (First draft forgot B's invading monster; the runner refused the board, 3.3.1.)
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "BP01-071" in zone 5
    And player B has "Tank" in zone 6
    And player A will choose "BP01-071"
    When player A discards "Godzilla II" to gain rage
    # 8.4.1: A's rage 0 -> 1. It triggers A's BP01-003 and B's BP01-071 ("when the
    # opponent's rage went up, destroy this"). 10.4.3.2: A's first: mills Godzilla, a
    # monster, so one of B's rank <= 6 battle cards is destroyed: A picks BP01-071.
    # 10.6.7: B's ability is still played; "destroy this" finds it in the discard pile
    # and does nothing (1.3.2). B's Tank stays.
    Then player A's rage is 1
    And player B's zone 5 is empty
    And player B has "Tank" in zone 6
    And player B's discard pile has 1 card
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP01-003 | A      |
      | 10.4.3.3 | BP01-071 | B      |

  @rule-7.5.2 @rule-12.7.2 @rule-10.4.3.2 @rule-10.4.3.3 @rule-1.3.4.1
  Scenario: BP01-004 reaching zone 8 by the end-phase advance destroys both players' 【逆襲】 cards, the turn player's resolves first
    Given it is the end phase
    And player A's invading monster is "BP01-004" in zone 7
    And player A has "BP03-060" in zone 2
    And player A's rage is 2
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x3
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "BP03-060" in zone 5
    And player B's rage is 2
    When the game runs until the start phase
    # 7.5.2: A's monster advances 7 -> 8 (an advance, not an invasion, so no win);
    # "reached zone 8" triggers and resolves at 7.5.3: every battle card of each player is
    # destroyed at once. Both BP03-060's 【逆襲】 wait (12.7.2). 10.4.3.2: A's lowers B's
    # rage 2 -> 1; 10.4.3.3: then B's lowers A's 2 -> 1. 7.5.4: A holds 5, draws nothing.
    Then player A's invading monster is "BP01-004" in zone 8
    And player A's zone 2 is empty
    And player B's zone 5 is empty
    And player A's rage is 1
    And player B's rage is 1
    And it is player B's turn
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-060 | A      |
      | 10.4.3.3 | BP03-060 | B      |

  @rule-10.4.3.2 @rule-4.1.4 @rule-10.6.7 @rule-12.7.2
  Scenario: B's 【逆襲】 that takes the card back finds it already shuffled into B's deck by A's ability
    Given player A's invading monster is "Godzilla" in zone 1
    And player A has "BP02-073" in strategy zone 1
    And player A's hand is "Flusher"
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "BP02-060" in zone 2
    And player B's deck is empty
    And player A will choose "BP02-073"
    When player A plays "Flusher" to zone 7
    # Flusher appears in A's zone 7, in the column of B's zone 2 (4.4.5.4). Two of A's
    # abilities wait: BP02-073 and Flusher's 【出現時】; A plays BP02-073 first: B's
    # BP02-060 (rank 4) is destroyed and its 【逆襲】 waits for B. 10.4.3.2: A still has a
    # standby ability, so Flusher's resolves before B's: B's discard pile goes into B's
    # deck. 10.4.3.3: B's 【逆襲】 is played (10.6.7) but the card it would take back is a
    # new card in the deck (4.1.4): nothing happens, nothing to choose.
    Then player B's zone 2 is empty
    And player B's hand has 0 cards
    And player B's deck has 1 card
    And player B's discard pile has 0 cards

  @rule-10.4.3.2 @rule-10.8.1.7.1 @rule-10.8.2 @rule-10.8.1.5
  Scenario: A's card moves into the column first, then B's doubling for the turn takes it, after its own +3000
    Given it is the counter phase
    And player A's invading monster is "Godzilla" in zone 3
    And player A has "BP03-040" in zone 2
    And player B's invading monster is "BP02-029" in zone 1
    # (First draft scripted "yes" then the zone; the runner asks one question, the zone
    # or "stay", for this "may move".)
    And player A will choose zone 5
    When the game runs until the end phase
    # 7.4.1: A's BP03-040 and B's BP02-029 wait. 10.4.3.2: A's first: BP03-040 moves to
    # A's zone 5, in the column of B's zone 1 (4.4.5.4), so its permanent +3000 applies
    # (9000). 10.4.3.3: BP02-029 doubles, for the turn, A's battle cards in its column:
    # BP03-040 (moved area to area, 10.8.2 keeps it). 10.8.1.7: the +3000 (timestamp:
    # entering zone 5) is older than the doubling: (6000 + 3000) x 2 = 18000 < 55000.
    Then player A's total counter power is 18000
    And player A has "BP03-040" in zone 5
    And player B's invading monster is "BP02-029" in zone 1

  @rule-7.4.1 @rule-7.4.2 @rule-10.4.1.1
  Scenario: A counter-phase ability that destroys its own side's cards runs before the total is summed
    Given it is the counter phase
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "BP03-038" in zone 3
    And player A has "Wall" in zone 4
    And player A has "Rock" in zone 6
    And player B's invading monster is "Godzilla" in zone 2
    And player B's monster deck is "Godzilla II"
    And player B's rage is 2
    When the game runs until the end phase
    # 7.4.1: BP03-038 waits and resolves before 7.4.2: B's rage is 2, so A's battle cards
    # next to zone 3 (2, 4, 8: 4.4.5.2) are destroyed: Wall. 7.4.2: 8000 + 10000 = 18000;
    # B's threat 10000 + 2 x 5000 = 20000 (3.4.5): not countered (it would have been
    # with Wall's 5000, 23000).
    Then player A's discard pile contains "Wall"
    And player A's total counter power is 18000
    And player B's invading monster is "Godzilla" in zone 2
