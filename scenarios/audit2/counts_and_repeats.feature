Feature: Audit 2: numbers fixed once, events counted each time, replaced events that never happened

  Written from the JP 1.04 text before reading the engine (issue 19, second audit).
  Each expected outcome was derived by hand, with the rules cited beside it, before
  the scenario was first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Huge        | battle   | 1    | red   | Weapon |        | 40000   | 1        |      |
      | Plan        | strategy | 1    | red   | Plan   |        |         | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-7.2.2 @rule-7.2.3 @rule-7.2.5 @rule-11.2.3
  Scenario: A strategy card discarded at the start phase is reshuffled into the deck and drawn by BP03-039
    Given it is turn 3
    And it is the start phase
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A has "BP03-039" in zone 4
    And player A's deck is "Tank"
    And player A's discard pile is empty
    When the game runs until the main phase
    # 7.2.2 first: A draws its last card (B's monster is rank I). 7.2.3: Plan goes from
    # the strategy zone to the discard pile: BP03-039 waits. 7.2.5's check timing: it
    # draws 1: the deck is empty, 11.2.3 reshuffles the discard pile (Plan) in, and Plan
    # is drawn.
    Then player A's hand contains "Plan"
    And player A's hand has 2 cards
    And player A's discard pile has 0 cards
    And player A's deck has 0 cards

  @rule-10.6.2.1 @rule-5.7.2 @rule-10.4.3.3 @rule-3.4.4
  Scenario: Two battle cards discarded at once trigger BP03-016 twice, and the second sees the first's result
    Given player B is the turn player
    And player B's invading monster is "Godzilla" in zone 7
    And player B's hand is "SD01-015"
    And player B's rage is 1
    And player A's invading monster is "BP03-016" in zone 1
    And player A's hand is "Tank" x4
    When player B activates "SD01-015"
    # A keeps 2 of 4 identical cards, discarding 2 battle cards from the hand: BP03-016
    # waits twice (10.6.2.1), for A, the non-turn player (10.4.3.3). The first lowers B's
    # rage 1 -> 0; the second finds B's rage 0, so A's own rage goes up by 1 instead.
    Then player A's hand has 2 cards
    And player B's rage is 0
    And player A's rage is 1

  @rule-10.9.1.1 @rule-7.4.3 @rule-5.15.1.1
  Scenario: A counter replaced by "only moves" never happened: no "when you countered"
    Given it is the counter phase
    And player A's invading monster is "BP03-019" in zone 4
    And player A has "BP03-075" in strategy zone 1, placed before this turn
    And player A has "Huge" in zone 2
    And player B's invading monster is "BP01-038" in zone 7
    And player B's monster deck is "Godzilla II"
    When the game runs until the end phase
    # 7.4.3: 40000 >= 34000, but BP01-038 is not countered by 50000 or less: it only moves
    # as if countered, 7 -> 4. 10.9.1.1: the counter did not happen, so BP03-019 ("when
    # you countered", with a base placed) does not trigger: A's rage stays 0.
    Then player B's invading monster is "BP01-038" in zone 4
    And player A's rage is 0

  @rule-11.3.3 @rule-7.5.2 @rule-1.3.2.2
  Scenario: BP02-056's extra advances are counted once: crushing its own 結晶体 on the way does not shorten them
    Given it is the end phase
    And player A's invading monster is "BP02-056" in zone 3
    And player A has "結晶体" in zone 4
    And player A has "結晶体" in zone 5
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x3
    When the game runs until the start phase
    # 7.5.2: one advance plus one more for each of the 2 結晶体 in A's zones: 3 advances,
    # a number fixed when the advance begins. 3 -> 4 crushes a 結晶体 (11.3.3, at once),
    # 4 -> 5 crushes the other, 5 -> 6.
    Then player A's invading monster is "BP02-056" in zone 6
    And player A's zone 4 is empty
    And player A's zone 5 is empty
    And player A's discard pile has 0 cards

  @rule-11.5.1 @rule-9.1.4.2 @rule-9.1.3.1
  Scenario: A token destroyed by 11.5 under a battle card played onto its zone ceases to exist
    Given player A has "無人在来線爆弾" in zone 3
    And player A's hand is "Tank"
    When player A plays "Tank" to zone 3
    # 11.5.1: the Tank, placed last, stays; the token is destroyed (no 【逆襲】 to
    # consider) and, out of the zones, ceases to exist at once (9.1.4.2).
    Then player A has "Tank" in zone 3
    And player A's discard pile has 0 cards

  @rule-7.5.6 @rule-10.2.1.2 @rule-10.5.4
  Scenario: A change "for the turn" made in the counter phase is gone in the next turn
    Given it is the counter phase
    # (First draft put BP03-032 in zone 2 with A's monster in zone 1: the end phase's
    # advance crushed it; the monster now stands in zone 2, BP03-032 beside it in zone 1.)
    And player A's invading monster is "Godzilla" in zone 2
    And player A has "BP03-032" in zone 1
    And player A's hand is "Tank", "Tank", "Tank"
    And player A's deck is "Tank" x5
    And player A will choose yes
    When the game runs until the end phase
    # 7.4.1: BP03-032 is next to A's monster (zone 2): A discards its whole hand (3
    # cards) and, for the turn, it gets +1000 for each: 3000 + 3000. 6000 < 10000.
    Then player A's total counter power is 6000
    When the game runs until the start phase
    # 7.5.6: effects "for the turn" end; in B's turn BP03-032 is back to 3000.
    Then it is player B's turn
    And player A's total counter power is 3000

  @rule-11.2.2 @rule-11.2.4 @rule-5.4.2 @rule-5.5.1
  Scenario: ゴジラの骨 mills its last look, then draws 2: the reshuffle brings that card back, the second draw finds nothing
    Given player A's invading monster is "Godzilla" in zone 8
    And player A's hand is "BP03-071"
    And player A's deck is "Tank"
    And player A's discard pile is empty
    # (First draft answered "no more"; the engine asks of each card looked at whether it
    # stays on top: no.)
    And player A will choose no
    When player A activates "BP03-071"
    # It looks at the top 4: there is 1; A puts none back, so Tank goes to the
    # discard pile. Then 2 draws (5.4.2, one by one): the deck is empty, 11.2.3 reshuffles
    # Tank in and it is drawn; the second finds deck and discard pile empty (11.2.4).
    Then player A's hand contains "Tank"
    And player A's hand has 1 card
    And player A's deck has 0 cards
    And player A's discard pile has 0 cards
