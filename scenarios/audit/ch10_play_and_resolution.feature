Feature: Audit, chapter 10: where abilities work, replacements and what they prevent, targets

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle   | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle   | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Loyal    | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】カードを1枚引く。これが破壊される際、かわりにあなたの山札の下に置く。 |
      | Bomber   | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
      | Bomber2  | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを2枚破壊する。 |
      | Herald   | battle   | 1    | red   | Weapon   |        | 1000    | 1        | あなたの交戦カードが出現するたび、カードを1枚引く。 |
      | Rally    | strategy | 1    | red   | Plan     |        |         | 1        | あなたのターン中あなたのエリアに交戦カードが１枚以上いるなら、あなたの撃退力の合計を＋5000。 |
      | Trimmer  | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手は自分の手札を1枚になるよう捨てる。 |
      | Plan     | strategy | 1    | red   | Plan     |        |         | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-10.9.1.1 @rule-12.7.2 @rule-5.12.1
  Scenario: A destruction replaced by going to the deck never happened, so no 【逆襲】
    Given player B has "Loyal" in zone 5
    And player B's deck is "Jet"
    And player A's hand is "Bomber"
    When player A plays "Bomber" to zone 3
    # 10.9.1: Loyal goes to the bottom of B's deck instead of the discard pile;
    # 10.9.1.1: the destruction did not happen at all, and Loyal never went from the field
    # to the discard pile, so 12.7.2's 【逆襲】 does not trigger: B draws nothing.
    Then player B's zone 5 is empty
    And player B's deck has 2 cards
    And player B's hand has 0 cards
    And player B's discard pile does not contain "Loyal"

  @rule-10.5.3.1 @rule-1.3.2
  Scenario: Destroying two of the opponent's battle cards when there is one destroys that one
    Given player B has "Tank" in zone 5
    And player A's hand is "Bomber2"
    When player A plays "Bomber2" to zone 3
    # 10.5.3.1: targets are chosen up to the number as far as possible: the one Tank.
    Then player B's zone 5 is empty
    And player B's discard pile contains "Tank"

  @rule-10.6.4.2 @rule-10.3.4.2
  Scenario: A card that watches battle cards appear sees itself appear
    Given player A's hand is "Herald"
    And player A's deck is "Jet" x3
    When player A plays "Herald" to zone 4
    # 10.6.4.2: the ability becomes active as Herald enters the zone and the same move is
    # one it watches, so its trigger is met: A draws 1.
    Then player A's hand has 1 card

  @rule-10.3.4.3 @rule-7.4.2
  Scenario: A strategy card's continuous ability works from a strategy zone
    Given player A has "Rally" in strategy zone 1
    And player A has "Tank" in zone 4
    # 10.3.4.3: Rally works in its strategy zone; it is A's turn and A has a battle card.
    Then player A's total counter power is 6000

  @rule-10.3.4.3
  Scenario: The same strategy card in the discard pile does nothing
    Given player A's discard pile is "Rally"
    And player A has "Tank" in zone 4
    Then player A's total counter power is 1000

  @rule-10.3.4.1 @rule-5.7.2 @rule-1.3.4
  Scenario: BP01-059 discarded from the hand by the opponent's effect may appear
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's hand is "BP01-059", "Jet"
    # (First draft forgot to put Trimmer in A's hand; the runner refused the play by 8.2.1.)
    And player A's hand is "Trimmer"
    And player B will choose "Jet"
    And player B will choose yes
    And player B will choose zone 8
    When player A plays "Trimmer" to zone 3
    # 5.7.2: B keeps 1 card (Jet) and discards BP01-059 by A's effect. Its ability works in
    # the hand (10.3.4.1). A's monster is in zone 4 (4-8), so B may have it appear: yes.
    Then player B has "BP01-059" in zone 8
    And player B's hand has 1 card

  @rule-10.9.1.1 @rule-7.2.3 @rule-12.7
  Scenario: BP02-012 takes the strategy card instead of the discard pile, so BP03-039 draws nothing
    Given it is the start phase
    And player A has "BP02-012" in zone 8
    And player A has "BP03-039" in zone 5
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A's deck is "Jet" x5
    And player A will choose yes
    When the game runs until the main phase
    # 7.2.2: A draws 1 (B's monster is rank I). 7.2.3: Plan would go to the discard pile;
    # BP02-012 (in zone 8) replaces that: it goes under BP02-012 instead (10.9.1). 10.9.1.1:
    # Plan never went from the strategy zone to the discard pile: BP03-039 does not draw.
    Then player A has "BP02-012" in zone 8 with "Plan" under it
    And player A's strategy zones are empty
    And player A's hand has 1 card

  @rule-10.9.1 @rule-7.2.3 @rule-12.7
  Scenario: Declining BP02-012's replacement, the strategy card goes to the discard pile and BP03-039 draws
    Given it is the start phase
    And player A has "BP02-012" in zone 8
    And player A has "BP03-039" in zone 5
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A's deck is "Jet" x5
    And player A will choose no
    When the game runs until the main phase
    Then player A's discard pile contains "Plan"
    And player A's hand has 2 cards

  # Third round: written after reading the engine's check timing and card moves (not the
  # parts these touch), still from the text first.

  @rule-3.2.4 @rule-10.9.1 @rule-5.12.1.1
  Scenario: BP03-052 destroyed by the opponent's effect: the cards under it go to the hand
    Given player B has "BP03-052" in zone 5 with "Jet" under it
    And player A's hand is "Bomber"
    When player A plays "Bomber" to zone 3
    # 3.2.4 would move the stack together to the discard pile; BP03-052's text puts what is
    # under it into the hand instead (it is destroyed by A's effect). BP03-052 itself goes
    # to the discard pile.
    Then player B's zone 5 is empty
    And player B's hand contains "Jet"
    And player B's discard pile contains "BP03-052"
    And player B's discard pile does not contain "Jet"

  @rule-4.1.4.1 @rule-12.7.2 @rule-10.6.4.1.2
  Scenario: BP02-060's 【逆襲】 takes itself back from the discard pile
    Given player B has "BP02-060" in zone 5
    And player A's hand is "Bomber"
    And player B will choose yes
    When player A plays "Bomber" to zone 3
    # 12.7.2: destroyed from the field: 【逆襲】 waits. A's monster (B's opponent's) is in
    # zone 1, within 1-5; "これ" is the card now in the discard pile (4.1.4.1): B takes it.
    Then player B's hand contains "BP02-060"
    And player B's discard pile does not contain "BP02-060"

  @rule-10.6.7 @rule-4.1.4 @rule-10.6.3.1
  Scenario: BP03-061 reshuffled into the deck before its ability resolves does not appear
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Recycler | monster | I    | red   | Godzilla | 10000  |         | 1        | 【進攻時】あなたの捨て札をすべて山札に戻してシャッフルする。 |
    And player A's invading monster is "Recycler" in zone 1
    And player A's hand is "BP03-061"
    And player A's deck is "Jet"
    And player A will choose "Recycler: あなたの捨て札をすべて山札に戻してシャッフルする。"
    When player A invades discarding "BP03-061"
    # Both abilities wait; A plays Recycler's first (10.6.3.1): BP03-061 goes into the deck.
    # BP03-061's ability must still be played (10.6.7), but "これ" in the discard pile is
    # gone: once in the deck it is a new card (4.1.4), so nothing appears.
    Then player A's deck has 2 cards
    And player A's zone 2 is empty
    And player A's zone 3 is empty

  @rule-10.3.4.1.1 @rule-1.3.3 @rule-5.11.3
  Scenario: BP01-073 that cannot appear is not played from the discard pile by an effect either
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Lifter | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】あなたの捨て札から交戦カードを1枚出現させる。 |
    And player A's discard pile is "BP01-073"
    And player A's hand is "Lifter"
    When player A plays "Lifter" to zone 3
    # BP01-073: with 7 or fewer monster cards in A's discard pile (here none) it cannot
    # appear; 1.3.3: that prohibition beats Lifter's instruction. It stays in the pile.
    Then player A's discard pile contains "BP01-073"

  @rule-10.3.4.1.1 @rule-5.11.3
  Scenario: With eight monster cards in the discard pile, the same effect plays BP01-073
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Lifter | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】あなたの捨て札から交戦カードを1枚出現させる。 |
    And player A's discard pile is "BP01-073", "Godzilla" x8
    And player A's hand is "Lifter"
    And player A will choose zone 5
    When player A plays "Lifter" to zone 3
    # 8 > 7 monster cards: BP01-073's prohibition does not hold; it is the only battle card.
    Then player A has "BP01-073" in zone 5
