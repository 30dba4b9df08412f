Feature: Audit 3: real replacements (かわりに) meeting real triggers and conditions

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, third audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Godzilla III| monster  | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Dash        | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Mid         | battle   | 6    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy7      | battle   | 7    | red   | Weapon |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |

  # BP01-065 would destroy SD01-011; its 「これが破壊される際、かわりにあなたの山札の下に置く」
  # replaces that (10.9.1): 10.9.1.1, it was never destroyed. So BP03-064's 【出現時】
  # 「このターン相手の交戦カードが破壊されていたら」 is not met: nothing goes under it, and
  # A is asked nothing.
  @rule-10.9.1 @rule-10.9.1.1 @rule-12.2.2
  Scenario: A battle card put on the bottom of the deck instead of being destroyed was not destroyed for 最珠羅
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's hand is "BP01-065", "BP03-064"
    And player A's discard pile is "Tank"
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "SD01-011" in zone 3
    And player B's deck is "Jet", "Jet"
    When player A activates "BP01-065"
    And player A plays "BP03-064" to zone 2
    Then player B's deck has 3 cards
    And player B's discard pile has 0 cards
    And player A has "BP03-064" in zone 2 with nothing under it
    And player A's discard pile contains "Tank"

  # The same with one more card of B's in zones 1-5 that is destroyed as usual: the turn saw a
  # destruction, and A may take its Tank under BP03-064.
  @rule-10.9.1 @rule-12.2.2
  Scenario: With another card destroyed beside it, 最珠羅 may take a card under itself
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's hand is "BP01-065", "BP03-064"
    And player A's discard pile is "Tank"
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "SD01-011" in zone 3
    And player B has "Jet" in zone 4
    And player B's deck is "Jet", "Jet"
    And player A will choose "Tank"
    When player A activates "BP01-065"
    And player A plays "BP03-064" to zone 2
    Then player B's deck has 3 cards
    And player B's discard pile contains "Jet"
    And player A has "BP03-064" in zone 2 with "Tank" under it

  # 7.2.3 puts both of A's strategy cards into the discard pile at once; BP02-012 in zone 8
  # offers, for each, to put it under itself instead (optional replacement, 10.2.1.3.2).
  # A takes the first, not the second: only one card went from a strategy zone to the
  # discard pile, so BP03-039 waits once (10.6.2.1) and draws one at 7.2.5. Hand: 1 (7.2.2,
  # B's rank I) + 1.
  @rule-7.2.3 @rule-10.9.1.1 @rule-10.6.2.1 @rule-7.2.5
  Scenario: A strategy card kept under 凍結 instead of discarded does not make BP03-039 draw; the other does
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 3
    And player A has "BP02-012" in zone 8
    And player A has "BP03-039" in zone 5
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A has "Plan" in strategy zone 2, placed before this turn
    And player A's deck is "Jet" x5
    And player A will choose yes
    And player A will choose no
    When the game runs until the main phase
    Then player A has "BP02-012" in zone 8 with "Plan" under it
    And player A's discard pile has 1 card
    And player A's hand has 2 cards
    And player A's strategy zones are empty

  # BP03-004 invades discarding the deck's top card instead of a card of the hand (its
  # replacement of the cost, 10.5.4.2): BP03-061 goes from the DECK to the discard pile, so its
  # 「あなたの怪獣カードの進攻でこれを手札から捨てた時」 is not met: it stays in the discard pile.
  @rule-8.6.1 @rule-10.5.4.2 @rule-10.6.1
  Scenario: ダガーラ discarded from the deck top for ゴジラ(2001)'s invasion was not discarded from the hand
    Given player A's invading monster is "BP03-004" in zone 2
    And player A's deck is "BP03-061", "Jet"
    And player A's hand is "Tank"
    And player B's invading monster is "Godzilla" in zone 1
    When player A invades discarding the top card of the deck
    Then player A's invading monster is "BP03-004" in zone 3
    And player A's discard pile contains "BP03-061"
    And player A's hand has 1 card
    And player A's zone 6 is empty

  # 8.5.1.1: A's rage 0 -> 1. BP01-008's 【出現時】 advances B's monster from zone 4 to zone 5,
  # where B's BP03-060 is: 11.3 (interrupting, 11.1.2.1) destroys it there and then. 12.7.2: it
  # went from the field to the discard pile, not by 11.5: its 【逆襲】 lowers A's rage to 0.
  @rule-8.5.1.1 @rule-5.13.1 @rule-11.3.3 @rule-12.7.2
  Scenario: ゴジラ(2004) pushes B's monster onto B's モスラ成虫(1961), whose 【逆襲】 takes back A's new rage
    Given player A's invading monster is "Godzilla III" in zone 2
    And player A's hand is "BP01-008"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "BP03-060" in zone 5
    When player A plays the monster "BP01-008"
    Then player B's invading monster is "Godzilla" in zone 5
    And player B's discard pile contains "BP03-060"
    And player A's rage is 0
    And the trace shows, in order:
      | rule     | card     | player |
      | 11.3     | BP03-060 |        |
      | 10.4.3.3 | BP03-060 | B      |

  # 8.5.1.1: rage 1. BP03-010's 【出現時】 (A has 2 battle cards): B keeps 4 of its 5 identical
  # BP01-059 and discards 1 by A's effect; "この効果で相手が交戦カードを捨てていたら": rage 2.
  # B's ファイヤーラドン waits (A's monster is in zone 4, 4-8): B, with A's standbys done, plays
  # it (10.4.3.3) into zone 6.
  @rule-5.7.2 @rule-8.5.1.1 @rule-10.4.3.3 @rule-5.11.1
  Scenario: 3式機龍〈改〉 makes B discard ファイヤーラドン, which appears; A's rage counts the discarded battle card
    Given player A's invading monster is "BP03-008" in zone 4
    And player A's hand is "BP03-010"
    And player A has "Tank" in zone 1
    And player A has "Tank" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP01-059" x5
    And player B will choose yes
    And player B will choose zone 6
    When player A plays the monster "BP03-010"
    Then player A's rage is 2
    And player B's hand has 4 cards
    And player B has "BP01-059" in zone 6
    And player B's discard pile has 0 cards
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-010 | A      |
      | 10.4.3.3 | BP01-059 | B      |

  # A's BP03-016 「相手の怒りを１減らす。相手の怒りが０なら、かわりにこれの怒りを１増やす」 against
  # B's awakened BP03-004 「相手のターン中…これの怒りは相手の効果で減らない」: 1.3.3, the
  # reduction is not done; B's rage is 1, not 0, so the かわりに does not apply either.
  @rule-1.3.3 @rule-10.2.1.3
  Scenario: ゴジラ(2003) cannot lower the rage of B's awakened ゴジラ(2001), and does not raise its own instead
    Given player A's invading monster is "BP03-016" in zone 2
    And player A's hand is "Tank"
    And player B's invading monster is "BP03-004" in zone 4
    And player B's rage is 1
    When player A invades discarding "Tank"
    Then player B's rage is 1
    And player A's rage is 0

  # A activates a strategy card onto its own strategy zone 1 (10.5.2.1.3): 11.5 destroys the
  # older card there; it goes from the strategy zone to the discard pile: BP03-039 draws one.
  @rule-11.5.1 @rule-10.5.2.1.3
  Scenario: A strategy card destroyed by the duplicate process makes ゴジラ(2016) draw
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "Plan"
    And player A has "Plan" in strategy zone 1
    And player A has "BP03-039" in zone 3
    And player A's deck is "Jet", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When player A activates "Plan" in strategy zone 1
    Then player A has "Plan" in strategy zone 1
    And player A's discard pile has 1 card
    And player A's hand has 1 card

  # A plays a Tank onto its own SD01-011 (zone 3): 11.5 would destroy the older SD01-011; its
  # 「これが破壊される際、かわりにあなたの山札の下に置く」 replaces that (10.9.1): deck bottom.
  @rule-11.5.1 @rule-10.9.1
  Scenario: ゴジラ(2023) replaced by a newer card in its zone goes to the bottom of the deck
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank"
    And player A has "SD01-011" in zone 3
    And player A's deck is "Jet"
    And player B's invading monster is "Godzilla" in zone 4
    When player A plays "Tank" to zone 3
    Then player A has "Tank" in zone 3
    And player A's deck has 2 cards
    And player A's discard pile has 0 cards

  # A's PR-004 destroys both of B's battle cards in its column at once (A's zone 3: B's 3 and
  # 8). BP03-041's 「破壊される際、かわりにあなたの山札の下に置く」 replaces its own destruction
  # only (10.9.1): it goes to the bottom of B's deck; BP03-060 is destroyed, and its 【逆襲】
  # lowers A's rage (12.7.2).
  @rule-10.9.1 @rule-12.7.2 @rule-4.4.5.4
  Scenario: 放射熱線 destroys モスラ成虫(1961) and would destroy ゴジラ(2023) at once: one goes to the deck, one counterattacks
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's rage is 1
    And player A's hand is "PR-004"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP03-041" in zone 3
    And player B has "BP03-060" in zone 8
    And player B's deck is "Jet"
    When player A activates "PR-004"
    Then player B's deck has 2 cards
    And player B's discard pile has 1 card
    And player B's discard pile contains "BP03-060"
    And player A's rage is 0
